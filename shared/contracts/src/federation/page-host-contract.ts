/**
 * The contract between the shell's server build and the page host (the server that composes
 * pages and serves the apps' files), written once: both sides import it. The remotes' side of
 * federation is `remote-contract.ts`; this is the shell's side of the server.
 */
import type { PageEntry, PageFiles } from './page-manifest';
import type { PageData, PostedForm } from './remote-contract';
import { remoteFolders, type RemoteName } from './remote-name';

/** URLs of the scripts a remote's `./pages` is made of, by remote. */
export type RemoteScripts = Readonly<Partial<Record<RemoteName, readonly string[]>>>;

/** URLs of the files of each public page key (a manifest's `pageFiles`), by remote. */
export type RemotePageFiles = Readonly<Partial<Record<RemoteName, PageFiles>>>;

/**
 * Pages another origin of the same site serves (the staff pages on STAFF_URL, or the public ones
 * seen from there: decision 0076): that origin, and their path patterns. The browser goes there
 * for them (a document navigation) and never loads their code here.
 */
export interface PagesElsewhere {
  readonly origin: string;
  readonly paths: readonly string[];
}

/** What the page host asks the shell's server build to render. */
export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** `https://host` the page is served from, for canonical URLs and previews. */
  origin: string;
  pages: readonly PageEntry[];
  /**
   * Entry URL of each remote (`remotes.json`, or the release the page is composed from); with
   * `elsewhere`, only those of this origin's pages.
   */
  remotes: Readonly<Partial<Record<RemoteName, string>>>;
  /** Pages of this site served by another origin; absent when one origin serves them all. */
  elsewhere?: PagesElsewhere;
  /**
   * The scripts of each remote's `./pages` (its entry first), from its federation manifest: the
   * browser fetches them side by side when it loads that remote, instead of one import after
   * another.
   */
  remoteScripts?: RemoteScripts;
  /**
   * The files of each remote's public pages, by page key: the browser fetches them ahead of a
   * navigation without running them.
   */
  pageFiles?: RemotePageFiles;
  /** The remotes' server builds the host could load (default exports, unchecked). */
  modules: Readonly<Partial<Record<RemoteName, unknown>>>;
  /** The page's data, read by the host from the API (SWR keys → answers). */
  data: PageData;
  /** The page's own form, posted without scripts and refused: shown again as it was sent. */
  postedForm?: PostedForm;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The remote that renders the page, if any. */
  remote: RemoteName | undefined;
  /** Tags for the head. */
  head: string;
  /** The markup of the root element. */
  html: string;
  /** The boot data block's JSON, safe inside a script element. */
  boot: string;
}

/** The shell's server build (`SERVER_ENTRY`), as the page host calls it. */
export interface ShellRenderer {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  /**
   * The remote contract the shell was built with (`REMOTE_CONTRACT`): the release gate refuses a
   * remote whose major it does not know.
   */
  readonly remoteContract?: string;
}

/** The data block that carries the boot data (BootData in the shell) into the page. */
export const BOOT_DATA_ELEMENT_ID = 'clinic-boot';

/**
 * The data block the shell's build writes into its template (`LazyScripts`): the scripts of what
 * the shell loads only when a page needs it, so it can fetch them ahead without running them.
 */
export const LAZY_SCRIPTS_ELEMENT_ID = 'clinic-lazy-scripts';

/** URLs of the scripts each lazily loaded part of the shell is made of. */
export interface LazyScripts {
  /** The federation runtime, with the shell's singletons offered to remotes. */
  readonly runtime: readonly string[];
  /** swr, for a page that reads API data (decision 0021). */
  readonly swr: readonly string[];
}

/** The data block that tells the starter what to start (`StartPlan`). */
export const START_PLAN_ELEMENT_ID = 'clinic-start';

/**
 * The shell's starter, built on its own under this fixed name: a composed page names it, and it
 * starts the page's code after load (the host takes the shell's entry script out of the template
 * into the plan). A shell that does not ship it keeps the script tags its build wrote.
 */
export const START_LOADER_FILE = 'start-after-load.js';

/** What the starter starts: the shell's entry, after announcing every module the page needs. */
export interface StartPlan {
  entry: string;
  preload: string[];
}

/** Files of an app's build the host reads, relative to its `dist`. */
export const SERVER_ENTRY_FILE = 'server/entry.mjs';
export const PAGE_MANIFEST_FILE = 'pages.json';
export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';
/** Beside the shell: remote name → URL of its `remoteEntry.js` (decision 0001). */
export const REMOTES_FILE = 'remotes.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** The shell's page template (never served as is: every page is composed from it). */
export const PAGE_TEMPLATE_FILE = 'index.html';

/** The part of `mf-manifest.json` (written by @module-federation/vite) the host reads. */
export interface FederationManifest {
  exposes?: {
    path: string;
    assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } };
  }[];
}

/** The apps of the site, by the folder each builds into and is served under. */
export const SHELL_FOLDER = 'shell';
// A pure call: the starter imports this module's ids, and must not carry the folder list.
export const appFolders: readonly string[] = /* @__PURE__ */ (() => [
  SHELL_FOLDER,
  ...Object.values(remoteFolders),
])();
