import type { PagesElsewhere } from '@clinic/contracts/federation/page-host-contract';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import {
  remoteFolders,
  remoteNames,
  STAFF_REMOTE,
  type RemoteName,
} from '@clinic/contracts/federation/remote-name';
import { RELEASES_URL_PREFIX, type Deployment } from './deployment';

/**
 * The staff pages on an origin of their own (STAFF_URL, decision 0076): the same server answers
 * both, and which one a request came to is the API's word (`originOf`), never its raw Host.
 */
export interface StaffSite {
  readonly staffOrigin: string;
  readonly publicOrigin: string;
}

/** Whether a deployed page is a staff page (sign-in, an invitation, the dashboard). */
export const isStaffPage = (entry: PageEntry | undefined): boolean =>
  entry?.remote === STAFF_REMOTE;

/** The remotes whose code never runs on the staff origin: every one but the staff pages'. */
const PUBLIC_REMOTES = remoteNames.filter((name) => name !== STAFF_REMOTE);

/** URL prefixes of the public remotes' files (their build folder and their releases). */
const PUBLIC_REMOTE_PREFIXES = PUBLIC_REMOTES.flatMap((name) => [
  `/${remoteFolders[name]}/`,
  `${RELEASES_URL_PREFIX}${remoteFolders[name]}/`,
]);

/** Whether a path is a file of a public remote, which the staff origin never serves. */
export const isPublicRemoteFile = (pathname: string): boolean =>
  PUBLIC_REMOTE_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * Where a page request belongs instead, as an absolute URL, or undefined when this origin serves
 * it: a staff page asked of the public origin goes to the staff origin, and any other page asked
 * of the staff origin (the home page, an unknown path) to the public one. `url` is the request's
 * path and query, which was already checked to be a local path.
 */
export function pageElsewhere(
  site: StaffSite,
  origin: string,
  entry: PageEntry | undefined,
  url: string,
): string | undefined {
  const onStaffOrigin = origin === site.staffOrigin;
  if (onStaffOrigin === isStaffPage(entry)) return undefined;
  // Only a path is appended to the configured origin (an absolute-form target is not one).
  return `${onStaffOrigin ? site.publicOrigin : site.staffOrigin}${url.startsWith('/') ? url : '/'}`;
}

/** What the pages of one origin are composed with: its own pages and remotes, and the others'. */
export interface OriginView {
  readonly pages: readonly PageEntry[];
  readonly remotes: Readonly<Partial<Record<RemoteName, string>>>;
  readonly remoteScripts: Readonly<Partial<Record<RemoteName, readonly string[]>>>;
  readonly pageFiles: Deployment['pageFiles'];
  readonly elsewhere?: PagesElsewhere;
}

const only = <T>(
  record: Readonly<Partial<Record<RemoteName, T>>>,
  keep: (name: RemoteName) => boolean,
) =>
  Object.fromEntries(
    Object.entries(record).filter(([name]) => keep(name as RemoteName)),
  ) as Partial<Record<RemoteName, T>>;

/**
 * The deployment as the browser on `origin` gets it: without a staff origin, all of it; with one,
 * the staff origin knows only the staff remote (no public app's script is ever fetched there) and
 * the public origin everything else, each told which pages the other serves.
 */
export function originView(
  deployment: Deployment,
  site: StaffSite | undefined,
  origin: string,
): OriginView {
  const remoteScripts = Object.fromEntries(
    Object.entries(deployment.preloads).map(([name, preload]) => [name, preload.scripts]),
  ) as Partial<Record<RemoteName, readonly string[]>>;
  const all = {
    pages: deployment.pages,
    remotes: deployment.remotes,
    remoteScripts,
    pageFiles: deployment.pageFiles,
  };
  if (!site) return all;
  const staff = origin === site.staffOrigin;
  const here = (name: RemoteName) => (name === STAFF_REMOTE) === staff;
  return {
    pages: deployment.pages.filter((entry) => here(entry.remote)),
    remotes: only(deployment.remotes, here),
    remoteScripts: only(remoteScripts, here),
    pageFiles: only(deployment.pageFiles, here),
    elsewhere: {
      origin: staff ? site.publicOrigin : site.staffOrigin,
      paths: deployment.pages.filter((entry) => !here(entry.remote)).map((entry) => entry.path),
    },
  };
}
