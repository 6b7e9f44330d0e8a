import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MANIFEST_FILE, SHELL_FOLDER } from '@clinic/contracts/federation/page-host-contract';
import type { PageEntry, PageManifest } from '@clinic/contracts/federation/page-manifest';
import { contractMajor } from '@clinic/contracts/federation/remote-contract';
import {
  remoteFolders,
  remoteNames,
  type RemoteName,
} from '@clinic/contracts/federation/remote-name';
import type { ApiReader } from '@clinic/page-host';
import type { Deployment, DeploymentWatcher } from '@clinic/page-host';
import { createPageComposer } from '@clinic/page-host';
import { mainDigest } from './main-digest';
import { refusalText } from './refusal-text';
import { expand } from '@clinic/page-host';
import type { ReleaseStore } from './release-store';

/** A parameterised page is tried with this many of its real items (the newest blogs). */
const ITEMS_PER_PAGE = 20;
/** The origin pages are composed under for the gate: never served. */
export const GATE_ORIGIN = 'http://release-gate.invalid';

export interface GateResult {
  readonly passed: boolean;
  /** What failed, one line each, naming the page or the rule. */
  readonly reasons: readonly string[];
  /** The digest of each rendered page's main content, by path (changed-pages.ts). */
  readonly renders?: Readonly<Record<string, string>>;
}

export const remoteOfFolder = (folder: string): RemoteName | undefined =>
  remoteNames.find((name) => remoteFolders[name] === folder);

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** The paths a page is rendered at: itself, or its real items (a blog page per published blog). */
async function pathsOf(api: ApiReader, page: PageEntry): Promise<string[]> {
  if (!page.path.includes(':')) return [page.path];
  const urls = await expand(api, page);
  return urls.slice(0, ITEMS_PER_PAGE).map((url) => url.loc);
}

/** Why a remote's release cannot join the live shell, or the shell's the live remotes. */
function contractReasons(
  folder: string,
  manifest: PageManifest | undefined,
  deployment: Deployment,
): string[] {
  const shellKnows = deployment.renderer?.remoteContract;
  const name = remoteOfFolder(folder);
  if (!name) {
    // Releasing the shell: it must know the major of every remote live now.
    if (!shellKnows) return ['it does not say which remote contract it knows (remoteContract)'];
    return remoteNames.flatMap((remote) => {
      const contract = deployment.contracts[remote];
      return typeof contract === 'string' && contractMajor(contract) !== contractMajor(shellKnows)
        ? [
            `the live ${remoteFolders[remote]} implements remote contract ${contract}; this shell knows ${contractMajor(shellKnows)}.x`,
          ]
        : [];
    });
  }
  // What the build says of itself (its page manifest) and what its server module says it is.
  const contracts = new Set(
    [manifest?.contract, deployment.contracts[name]].filter(
      (c): c is string => typeof c === 'string',
    ),
  );
  return [...contracts].flatMap((contract) =>
    shellKnows && contractMajor(contract) !== contractMajor(shellKnows)
      ? [
          `it implements remote contract ${contract}; the live shell knows ${contractMajor(shellKnows)}.x`,
        ]
      : [],
  );
}

/** A release's page manifest; the shell has none (it renders every remote's pages). */
function readManifest(
  store: ReleaseStore,
  folder: string,
  id: string,
  reasons: string[],
): PageManifest | undefined {
  if (folder === SHELL_FOLDER) return undefined;
  try {
    return JSON.parse(
      fs.readFileSync(path.join(store.filesOf(folder, id), PAGE_MANIFEST_FILE), 'utf8'),
    ) as PageManifest;
  } catch (error) {
    reasons.push(`its ${PAGE_MANIFEST_FILE} cannot be read: ${messageOf(error)}`);
    return undefined;
  }
}

/**
 * The gate a release passes before it goes live (decision 0028): the site as it would be with
 * this release in place of the live one, the other apps as they are live, and the site's real
 * data (read through the API the app carries). Refused when its server build cannot load; when
 * its contract major is unknown to the live shell (a shell: when an active remote's major is
 * unknown to it); when one of its page paths is another app's; when a page lists a stylesheet,
 * or a page key a file, the release does not carry; or when any of its pages (a
 * shell: every page of the site) throws or logs an error while rendered on the server. Nothing
 * live changes here.
 */
export async function gateRelease(
  api: ApiReader,
  {
    store,
    folder,
    id,
    deployments,
    loading,
  }: {
    store: ReleaseStore;
    folder: string;
    id: string;
    /** The site with the candidate pinned, its server builds in the gate's sandboxes. */
    deployments: DeploymentWatcher;
    /** What reading the deployment warned of (a build that could not be loaded), as it comes. */
    loading: readonly string[];
  },
): Promise<GateResult> {
  const reasons: string[] = [];
  const renders: Record<string, string> = {};
  const name = remoteOfFolder(folder);
  if (!name && folder !== SHELL_FOLDER)
    return { passed: false, reasons: [`${folder} is not an app this page host knows`] };

  const manifest = readManifest(store, folder, id, reasons);
  const deployment = await deployments.current();
  const loaded = name ? name in deployment.contracts : deployment.renderer !== undefined;
  if (loading.length || !loaded)
    reasons.push(
      `its server build cannot be loaded${loading.length ? `: ${loading.join('; ')}` : ''}`,
    );
  reasons.push(...contractReasons(folder, manifest, deployment));

  for (const page of manifest?.pages ?? []) {
    const owner = deployment.pages.find((entry) => entry.path === page.path)?.remote;
    if (owner && owner !== name) reasons.push(`page ${page.path} is already ${owner}'s`);
    // A stylesheet a page lists but the release lacks would be a render-blocking link to nothing.
    for (const style of page.styles ?? [])
      if (!fs.existsSync(path.join(store.filesOf(folder, id), style)))
        reasons.push(`page ${page.path} lists ${style}, which the release does not carry`);
  }
  // A file a page key lists but the release lacks would be fetched ahead of every visit in vain.
  for (const [key, files] of Object.entries(manifest?.pageFiles ?? {}))
    for (const file of files)
      if (!fs.existsSync(path.join(store.filesOf(folder, id), file)))
        reasons.push(`page key ${key} lists ${file}, which the release does not carry`);

  if (reasons.length === 0) {
    const composer = createPageComposer(api, deployments);
    for (const page of deployment.pages.filter((entry) => !name || entry.remote === name)) {
      for (const pagePath of await pathsOf(api, page)) {
        const composed = await composer.compose(pagePath, GATE_ORIGIN).then(
          (page) => page,
          (error: unknown) => messageOf(error),
        );
        if (typeof composed === 'string')
          reasons.push(`page ${pagePath} failed on the server: ${composed}`);
        else if (composed?.errors.length)
          reasons.push(`page ${pagePath} failed on the server: ${composed.errors[0]}`);
        else if (composed?.degraded)
          reasons.push(
            `page ${pagePath} failed on the server: its sandbox stopped while rendering it`,
          );
        else if (!composed || composed.status >= 500)
          reasons.push(`page ${pagePath} was not composed`);
        else renders[pagePath] = mainDigest(composed);
      }
    }
  }
  return { passed: reasons.length === 0, reasons: reasons.map(refusalText), renders };
}
