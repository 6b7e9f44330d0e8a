import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { clinicDay } from '@clinic/shared/dates/clinic-time';
import { PAGE_MANIFEST_FILE } from '@clinic/shared/federation/page-host-contract';
import type { PageManifest } from '@clinic/shared/federation/page-manifest';
import { remoteFolders } from '@clinic/shared/federation/remote-name';
import { formatGoLiveReport, goLiveReport } from '@clinic/shared/go-live/go-live-report';

/**
 * At start, the server logs what `pnpm clinic:check` reports (placeholders left in the clinic
 * config, medical pages without a recorded review) as one warning, so a site that went live
 * unfinished says so in its log. The medical pages are the deployed mf-content's menu pages.
 */
export async function warnIfNotReadyToGoLive(log: FastifyBaseLogger, webRoot: string) {
  const manifestFile = path.join(webRoot, remoteFolders.mf_content, 'dist', PAGE_MANIFEST_FILE);
  const manifest = await readFile(manifestFile, 'utf8').then(
    (text) => JSON.parse(text) as PageManifest,
    () => undefined,
  );
  const pages = (manifest?.pages ?? []).flatMap((page) =>
    page.menu?.group === 'Treatments' || page.menu?.group === 'Procedures'
      ? [{ path: page.path, group: page.menu.group }]
      : [],
  );
  const report = formatGoLiveReport(await goLiveReport(pages, clinicDay(new Date().toISOString())));
  if (report) log.warn(`Not ready to go live (pnpm clinic:check):\n${report}`);
}
