import fs from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { PAGE_MANIFEST_FILE } from '@clinic/shared/federation/page-host-contract';
import type { PageEntry, PageManifest } from '@clinic/shared/federation/page-manifest';
import { contractMajor } from '@clinic/shared/federation/remote-contract';
import { remoteFolders, remoteNames, type RemoteName } from '@clinic/shared/federation/remote-name';
import { watchDeployment } from '../deployment';
import { createPageComposer } from '../page-composer';
import { expand } from '../sitemap';
import type { ReleaseStore } from './release-store';

/** A parameterised page is tried with this many of its real items (the newest blogs). */
const ITEMS_PER_PAGE = 20;
/** The origin pages are composed under for the gate: never served. */
const GATE_ORIGIN = 'http://release-gate.invalid';

export interface GateResult {
  readonly passed: boolean;
  /** What failed, one line each, naming the page or the rule. */
  readonly reasons: readonly string[];
}

const remoteOfFolder = (folder: string): RemoteName | undefined =>
  remoteNames.find((name) => remoteFolders[name] === folder);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The paths a page is rendered at: itself, or its real items (a blog page per published blog). */
async function pathsOf(app: FastifyInstance, page: PageEntry): Promise<string[]> {
  if (!page.path.includes(':')) return [page.path];
  const urls = await expand(app, page);
  return urls.slice(0, ITEMS_PER_PAGE).map((url) => url.loc);
}

/** Runs `task`, collecting what it writes to console.error (a server render logs its failures). */
async function collectingErrors<T>(
  task: () => Promise<T>,
): Promise<{ value?: T; errors: string[] }> {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(format(...args).split('\n')[0]!);
  try {
    return { value: await task(), errors };
  } catch (error) {
    errors.push(messageOf(error));
    return { errors };
  } finally {
    console.error = original;
  }
}

/**
 * The gate a release passes before it goes live (decision 0026): the site as it would be with
 * this release in place of the live one, the other apps as they are live, and the site's real
 * data (read through the API the app carries). Refused when its server build cannot load, its
 * contract major is unknown to the live shell, one of its page paths is another app's, or any of
 * its pages throws or logs an error while rendered on the server. Nothing live changes here.
 */
export async function gateRelease(
  app: FastifyInstance,
  {
    webRoot,
    store,
    folder,
    id,
  }: { webRoot: string; store: ReleaseStore; folder: string; id: string },
): Promise<GateResult> {
  const reasons: string[] = [];
  const name = remoteOfFolder(folder);
  if (!name) return { passed: false, reasons: [`${folder} is not a remote this page host knows`] };

  const manifest = (() => {
    try {
      return JSON.parse(
        fs.readFileSync(path.join(store.filesOf(folder, id), PAGE_MANIFEST_FILE), 'utf8'),
      ) as PageManifest;
    } catch (error) {
      reasons.push(`its ${PAGE_MANIFEST_FILE} cannot be read: ${messageOf(error)}`);
      return undefined;
    }
  })();
  const loading: string[] = [];
  const deployments = watchDeployment(
    webRoot,
    {
      warn: (detail: { err?: unknown }, message) =>
        void loading.push(`${message}: ${messageOf(detail.err)}`),
    },
    { store, pinned: { [folder]: id } },
  );
  const deployment = await deployments.current();
  if (loading.length || !(name in deployment.modules))
    reasons.push(
      `its server build cannot be loaded${loading.length ? `: ${loading.join('; ')}` : ''}`,
    );

  // What the build says of itself (its page manifest) and what its server module says it is.
  const shellKnows = deployment.renderer?.remoteContract;
  const module = deployment.modules[name] as { contract?: unknown } | undefined;
  const contracts = new Set(
    [manifest?.contract, module?.contract].filter((c): c is string => typeof c === 'string'),
  );
  for (const contract of contracts)
    if (shellKnows && contractMajor(contract) !== contractMajor(shellKnows))
      reasons.push(
        `it implements remote contract ${contract}; the live shell knows ${contractMajor(shellKnows)}.x`,
      );

  for (const page of manifest?.pages ?? []) {
    const owner = deployment.pages.find((entry) => entry.path === page.path)?.remote;
    if (owner && owner !== name) reasons.push(`page ${page.path} is already ${owner}'s`);
  }

  if (reasons.length === 0) {
    const composer = createPageComposer(app, deployments);
    for (const page of deployment.pages.filter((entry) => entry.remote === name)) {
      for (const pagePath of await pathsOf(app, page)) {
        const { value, errors } = await collectingErrors(() =>
          composer.compose(pagePath, GATE_ORIGIN),
        );
        if (errors.length) reasons.push(`page ${pagePath} failed on the server: ${errors[0]}`);
        else if (!value || value.status >= 500) reasons.push(`page ${pagePath} was not composed`);
      }
    }
  }
  return { passed: reasons.length === 0, reasons };
}
