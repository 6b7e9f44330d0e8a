import type { PageEntry, PageFiles } from '@clinic/contracts/federation/page-manifest';
import {
  SHELL_FOLDER,
  type RemotePageFiles,
  type RenderRequest,
  type StartPlan,
} from '@clinic/contracts/federation/page-host-contract';
import { remoteFolders, type RemoteName } from '@clinic/contracts/federation/remote-name';
import type { AppRender } from '../sandbox/app-sandboxes';
import type { RemoteBuild } from './remote-build';
import type { Preload } from './remote-preload';
import type { ShellBuild } from './shell-build';

/** Renders pages with the deployed server builds, in their sandboxes (decision 0064). */
export interface PageRenderer {
  /** The remote contract the shell's build knows (`ShellRenderer.remoteContract`). */
  readonly remoteContract?: string;
  render(
    remote: RemoteName | undefined,
    request: Omit<RenderRequest, 'modules'>,
  ): Promise<AppRender>;
}

/** What the sandboxes made of the server builds: the renderer, and each remote's contract. */
export interface LoadedServers {
  readonly renderer?: PageRenderer;
  /** The contract each remote's server module says it implements, for those that loaded. */
  readonly contracts: Partial<Record<RemoteName, string | undefined>>;
}

/** Everything deployed right now: the live releases, and builds under WEB_ROOT. */
export interface Deployment {
  /** Changes whenever any deployed app does: the key of every cached page. */
  version: string;
  /** The folder the shell was read from: its live release, or its build under the web root. */
  shellFiles: string;
  /** The release of each app (by folder) pages are composed from; absent: its build folder. */
  releases: Readonly<Record<string, string>>;
  template: string | undefined;
  /** How the page's scripts start after it has loaded; undefined: as the template says. */
  start: StartPlan | undefined;
  renderer: PageRenderer | undefined;
  remotes: Readonly<Record<RemoteName, string>>;
  /** Every page, as the shell and the browser get them (without the styles below). */
  pages: readonly PageEntry[];
  /** Each page's own stylesheets (its manifest `styles`), by path: for the page host only. */
  pageStyles: ReadonlyMap<string, readonly string[]>;
  /** The contract each remote's server module says it implements, for those that loaded. */
  contracts: Partial<Record<RemoteName, string | undefined>>;
  preloads: Partial<Record<RemoteName, Preload>>;
  /** The files of each remote's public pages by key, as URLs (its manifest's `pageFiles`). */
  pageFiles: RemotePageFiles;
  /** When each remote was built: the sitemap's `lastmod` of its pages. */
  builtAt: Partial<Record<RemoteName, string>>;
  /** Paths a later remote claimed after an earlier one had them (left to the earlier). */
  collisions: readonly { path: string; remote: RemoteName }[];
}

/**
 * A remote's `pageFiles` as URLs, for the keys of its pages that are not staff-only, less the
 * remote's `./pages` scripts (the browser fetches those with the remote anyway): every page's
 * boot data carries them, and a patient's browser never fetches the dashboard ahead.
 */
function publicPageFiles({ manifest, preload }: RemoteBuild): PageFiles | undefined {
  if (!manifest.pageFiles) return undefined;
  const publicKeys = new Set(
    manifest.pages.filter((page) => !page.protected).map((page) => page.key),
  );
  const byKey = Object.entries(manifest.pageFiles)
    .filter(([key]) => publicKeys.has(key))
    .map(([key, files]) => [
      key,
      files.map((file) => preload.base + file).filter((url) => !preload.scripts.includes(url)),
    ]);
  return byKey.length > 0 ? Object.fromEntries(byKey) : undefined;
}

/**
 * The site as the shell and the remotes' builds make it: every remote's pages in one list (a path
 * two remotes claim stays the first's, logged), each remote's entry, module and preloads, and a
 * version that changes whenever any of the builds does.
 */
export function mergeDeployment(
  shell: ShellBuild,
  remotes: readonly (readonly [RemoteName, RemoteBuild | undefined])[],
  log: { warn(obj: object, msg: string): void },
  servers: LoadedServers = { contracts: {} },
): Deployment {
  const pages: PageEntry[] = [];
  const pageStyles = new Map<string, readonly string[]>();
  const seen = new Set<string>();
  const collisions: Deployment['collisions'][number][] = [];
  const preloads: Deployment['preloads'] = {};
  const pageFiles: Partial<Record<RemoteName, PageFiles>> = {};
  const builtAt: Deployment['builtAt'] = {};
  const entries = { ...shell.remotes };
  const releases: Record<string, string> = shell.release ? { [SHELL_FOLDER]: shell.release } : {};
  for (const [name, build] of remotes) {
    if (!build) continue;
    entries[name] = build.entryUrl;
    if (build.release) releases[remoteFolders[name]] = build.release;
    preloads[name] = build.preload;
    builtAt[name] = build.manifest.builtAt;
    const files = publicPageFiles(build);
    if (files) pageFiles[name] = files;
    for (const page of build.manifest.pages) {
      if (seen.has(page.path)) {
        collisions.push({ path: page.path, remote: name });
        log.warn(
          { remote: name, path: page.path },
          'two remotes claim one path; the first keeps it',
        );
        continue;
      }
      seen.add(page.path);
      // Composing needs a page's styles; every page's boot data would only grow with them.
      const { styles, ...entry } = page;
      if (styles) pageStyles.set(page.path, styles);
      pages.push({ ...entry, remote: name });
    }
  }
  return {
    version: [shell.stamp, ...remotes.map(([, build]) => build?.stamp ?? '-')].join('#'),
    shellFiles: shell.dist,
    releases,
    template: shell.template,
    start: shell.start,
    renderer: servers.renderer,
    remotes: entries,
    pages,
    pageStyles,
    contracts: servers.contracts,
    preloads,
    pageFiles,
    builtAt,
    collisions,
  };
}
