import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_MANIFEST_FILE } from '@clinic/contracts/federation/page-host-contract';
import type { PageManifest } from '@clinic/contracts/federation/page-manifest';
import { remoteFolders } from '@clinic/contracts/federation/remote-name';

/**
 * The medical pages of the mf-content deployed in the web root (its menu pages of the medical
 * groups), with the hash of each one's text: the pages a review covers. None without a manifest.
 */
export async function deployedMedicalPages(webRoot: string) {
  const manifestFile = path.join(webRoot, remoteFolders.mf_content, 'dist', PAGE_MANIFEST_FILE);
  const manifest = await readFile(manifestFile, 'utf8').then(
    (text) => JSON.parse(text) as PageManifest,
    () => undefined,
  );
  return (manifest?.pages ?? []).flatMap((page) =>
    page.menu?.group === 'Treatments' || page.menu?.group === 'Procedures'
      ? [
          {
            path: page.path,
            group: page.menu.group,
            textHash:
              page.structuredData?.type === 'MedicalWebPage'
                ? page.structuredData.textHash
                : undefined,
          },
        ]
      : [],
  );
}
