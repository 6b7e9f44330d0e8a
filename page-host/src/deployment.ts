import fs from 'node:fs';
import path from 'node:path';
import type { PageEntry, PageManifest } from '@clinic/shared/federation/page-manifest';
import {
  FEDERATION_MANIFEST_FILE,
  PAGE_MANIFEST_FILE,
  PAGE_TEMPLATE_FILE,
  REMOTE_ENTRY_FILE,
  REMOTES_FILE,
  SERVER_ENTRY_FILE,
  SHELL_FOLDER,
  START_LOADER_FILE,
  type FederationManifest,
  type ShellRenderer,
  type StartPlan,
} from '@clinic/shared/federation/page-host-contract';
import {
  ASSET_BASE_GLOBAL,
  remoteFolders,
  remoteNames,
  type RemoteName,
} from '@clinic/shared/federation/remote-name';
import type { ReleaseStore } from './releases/release-store';
import { importServerBuild } from './server-builds';
import { deferTemplateScripts } from './deferred-start';
import { inlinableCss, inlineTemplateStyles } from './inline-styles';

/** What the browser should fetch early for a remote's pages: from its `mf-manifest.json`. */
export interface Preload {
  scripts: string[];
  /** Stylesheets linked: those that cannot be inlined. */
  styles: string[];
  /** The text of the remote's other stylesheets, put in the page as a style element. */
  inlineCss: string;
}

/** Everything deployed right now: the live releases, and builds under WEB_ROOT. */
export interface Deployment {
  /** Changes whenever any deployed app does: the key of every cached page. */
  version: string;
  /** The folder the shell was read from: its live release, or its build under the web root. */
  shellFiles: string;
  template: string | undefined;
  /** How the page's scripts start after it has loaded; undefined: as the template says. */
  start: StartPlan | undefined;
  renderer: ShellRenderer | undefined;
  remotes: Readonly<Record<RemoteName, string>>;
  pages: readonly PageEntry[];
  modules: Partial<Record<RemoteName, unknown>>;
  preloads: Partial<Record<RemoteName, Preload>>;
  /** When each remote was built: the sitemap's `lastmod` of its pages. */
  builtAt: Partial<Record<RemoteName, string>>;
  /** Paths a later remote claimed after an earlier one had them (left to the earlier). */
  collisions: readonly { path: string; remote: RemoteName }[];
}

interface RemoteRelease {
  stamp: string;
  /** Where the browser loads it from: the release's own URL, when it came from one. */
  entryUrl: string;
  manifest: PageManifest;
  module: unknown;
  preload: Preload;
}

/** A deploy that rewrites files with the same size in the same millisecond goes unnoticed. */
function stamp(files: string[]): string {
  return files
    .map((file) => {
      try {
        const stat = fs.statSync(file);
        return `${stat.mtimeMs}:${stat.size}`;
      } catch {
        return '-';
      }
    })
    .join('|');
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The folder URL a remote is served from: its entry's URL without the file name. */
const baseOf = (entryUrl: string) => entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);

function readPreload(dist: string, entryUrl: string): Preload {
  const base = baseOf(entryUrl);
  try {
    const manifest = readJson<FederationManifest>(path.join(dist, FEDERATION_MANIFEST_FILE));
    const pages = manifest.exposes?.find((exposed) => exposed.path === './pages');
    if (!pages) return { scripts: [entryUrl], styles: [], inlineCss: '' };
    const styles: string[] = [];
    let inlineCss = '';
    for (const file of [...pages.assets.css.sync, ...pages.assets.css.async]) {
      const css = inlinableCss(path.join(dist, file));
      if (css === undefined) styles.push(base + file);
      else inlineCss += css;
    }
    return {
      scripts: [entryUrl, ...pages.assets.js.sync.map((file) => base + file)],
      styles,
      inlineCss,
    };
  } catch {
    return { scripts: [entryUrl], styles: [], inlineCss: '' };
  }
}

/** Where a remote's server build finds its images: set before the build is imported. */
function setAssetBase(name: RemoteName, base: string) {
  const global = globalThis as unknown as Record<string, Record<string, string> | undefined>;
  global[ASSET_BASE_GLOBAL] = { ...global[ASSET_BASE_GLOBAL], [name]: base };
}

const DEFAULT_REMOTES = Object.fromEntries(
  remoteNames.map((name) => [name, `/${remoteFolders[name]}/${REMOTE_ENTRY_FILE}`]),
) as Record<RemoteName, string>;

/** How often the files are looked at again; a deploy is live within this time. */
const CHECK_INTERVAL_MS = 1000;

export interface DeploymentWatcher {
  current(): Promise<Deployment>;
}

/** Where released files are served: `/releases/<app folder>/<release id>/…`, for good. */
export const RELEASES_URL_PREFIX = '/releases/';

export interface ReleaseSource {
  store: ReleaseStore;
  /** Releases to read instead of the live ones, by app folder (the gate's candidate). */
  pinned?: Readonly<Record<string, string>>;
}

/** Where an app's files are read from. */
interface AppSource {
  dist: string;
  /** Its live (or pinned) release; undefined: its build folder under the web root. */
  release?: string;
  /** The folder its server build is imported under (the singletons are provided there). */
  importRoot: string;
  /** Identifies the files: a release id, or the build folder's file stamps. */
  stamp: () => string;
}

/** A remote's source, and the URL its entry is served at. */
interface RemoteSource extends AppSource {
  entryUrl: string;
}

/**
 * Reads what is deployed: the shell's template, renderer and remotes.json, and each remote's
 * page manifest and server build, each from the app's live release (or, before its first, its
 * build under the web root). Files and pointers are checked again at most once a second, and an
 * app is reloaded only when its release or files changed, so a release, or a remote deployed by
 * copying its `dist` into place, is live without a restart. A half-copied remote (unreadable manifest) keeps its last good release.
 */
export function watchDeployment(
  webRoot: string,
  log: { warn(obj: object, msg: string): void },
  releases?: ReleaseSource,
): DeploymentWatcher {
  const loadedRemotes = new Map<RemoteName, RemoteRelease>();
  let shell:
    | {
        stamp: string;
        dist: string;
        template?: string;
        start?: StartPlan;
        renderer?: ShellRenderer;
        remotes: Record<RemoteName, string>;
      }
    | undefined;
  let snapshot: Promise<Deployment> | undefined;
  let checkedAt = 0;

  async function loadShell(): Promise<NonNullable<typeof shell>> {
    const source = await sourceOf(SHELL_FOLDER, [
      PAGE_TEMPLATE_FILE,
      REMOTES_FILE,
      SERVER_ENTRY_FILE,
      START_LOADER_FILE,
    ]);
    const { dist: shellDist } = source;
    const current = source.stamp();
    if (shell?.stamp === current) return shell;
    const [template, remotesFile, serverEntry] = [
      PAGE_TEMPLATE_FILE,
      REMOTES_FILE,
      SERVER_ENTRY_FILE,
    ].map((f) => path.join(shellDist, f)) as [string, string, string];
    let remotes = DEFAULT_REMOTES;
    try {
      remotes = { ...DEFAULT_REMOTES, ...readJson<Record<RemoteName, string>>(remotesFile) };
    } catch {
      // No remotes.json: the same-origin defaults.
    }
    let renderer: ShellRenderer | undefined;
    try {
      renderer = (await importServerBuild(
        source.importRoot,
        serverEntry,
        current,
      )) as ShellRenderer;
    } catch (error) {
      log.warn({ err: error }, 'the shell has no usable server build; pages render in the browser');
    }
    const html = fs.existsSync(template)
      ? inlineTemplateStyles(fs.readFileSync(template, 'utf8'), shellDist)
      : undefined;
    const deferred = html === undefined ? undefined : deferTemplateScripts(html, shellDist);
    shell = {
      stamp: current,
      dist: shellDist,
      template: deferred?.template ?? html,
      start: deferred?.plan,
      renderer,
      remotes,
    };
    return shell;
  }

  /**
   * An app's live release when it has one (decision 0026); until its first release, its build
   * folder under the web root, identified by the stamps of `files` there.
   */
  async function sourceOf(folder: string, files: readonly string[]): Promise<AppSource> {
    const pinned = releases?.pinned?.[folder];
    const active = pinned ? undefined : (await releases?.store.active(folder))?.release;
    // A pointer to a release the gate did not pass (written by hand, or its record lost) is
    // never followed: the app is served as if it had no release.
    const id =
      pinned ?? (active && releases?.store.passedGate(folder, active) ? active : undefined);
    if (releases && id)
      return {
        dist: releases.store.filesOf(folder, id),
        release: id,
        importRoot: releases.store.root,
        stamp: () => `release:${id}`,
      };
    const dist = path.join(webRoot, folder, 'dist');
    return {
      dist,
      importRoot: webRoot,
      stamp: () => stamp(files.map((file) => path.join(dist, file))),
    };
  }

  /** A remote's source; served from its release's own URL, or where `remotes.json` says. */
  async function remoteSource(name: RemoteName, configuredEntry: string): Promise<RemoteSource> {
    const folder = remoteFolders[name];
    const source = await sourceOf(folder, [
      PAGE_MANIFEST_FILE,
      SERVER_ENTRY_FILE,
      FEDERATION_MANIFEST_FILE,
    ]);
    if (source.release)
      return {
        ...source,
        entryUrl: `${RELEASES_URL_PREFIX}${folder}/${source.release}/${REMOTE_ENTRY_FILE}`,
      };
    return { ...source, entryUrl: configuredEntry, stamp: () => source.stamp() + configuredEntry };
  }

  async function loadRemote(
    name: RemoteName,
    configuredEntry: string,
  ): Promise<RemoteRelease | undefined> {
    const {
      dist,
      entryUrl,
      importRoot,
      stamp: stampOf,
    } = await remoteSource(name, configuredEntry);
    const current = stampOf();
    const previous = loadedRemotes.get(name);
    if (previous?.stamp === current) return previous;
    try {
      const manifest = readJson<PageManifest>(path.join(dist, PAGE_MANIFEST_FILE));
      setAssetBase(name, baseOf(entryUrl));
      // Versioned by the files' stamp: a change to the server build alone is a new module too.
      const loaded = (await importServerBuild(
        importRoot,
        path.join(dist, SERVER_ENTRY_FILE),
        current,
      )) as { default?: unknown };
      const release = {
        stamp: current,
        manifest,
        module: loaded.default,
        preload: readPreload(dist, entryUrl),
        entryUrl,
      };
      loadedRemotes.set(name, release);
      return release;
    } catch (error) {
      if (!fs.existsSync(dist)) loadedRemotes.delete(name);
      else
        log.warn(
          { err: error, remote: name },
          'a remote could not be read; keeping its last release',
        );
      return loadedRemotes.get(name);
    }
  }

  async function read(): Promise<Deployment> {
    const { template, start, renderer, remotes, stamp: shellStamp, dist } = await loadShell();
    const loaded = await Promise.all(
      remoteNames.map(async (name) => [name, await loadRemote(name, remotes[name])] as const),
    );
    const pages: PageEntry[] = [];
    const seen = new Set<string>();
    const collisions: Deployment['collisions'][number][] = [];
    const modules: Deployment['modules'] = {};
    const preloads: Deployment['preloads'] = {};
    const builtAt: Deployment['builtAt'] = {};
    const entries = { ...remotes };
    for (const [name, release] of loaded) {
      if (!release) continue;
      entries[name] = release.entryUrl;
      modules[name] = release.module;
      preloads[name] = release.preload;
      builtAt[name] = release.manifest.builtAt;
      for (const page of release.manifest.pages) {
        if (seen.has(page.path)) {
          collisions.push({ path: page.path, remote: name });
          log.warn(
            { remote: name, path: page.path },
            'two remotes claim one path; the first keeps it',
          );
          continue;
        }
        seen.add(page.path);
        pages.push({ ...page, remote: name });
      }
    }
    const version = [shellStamp, ...loaded.map(([, release]) => release?.stamp ?? '-')].join('#');
    return {
      version,
      shellFiles: dist,
      template,
      start,
      renderer,
      remotes: entries,
      pages,
      modules,
      preloads,
      builtAt,
      collisions,
    };
  }

  return {
    current() {
      const now = Date.now();
      if (!snapshot || now - checkedAt >= CHECK_INTERVAL_MS) {
        checkedAt = now;
        const previous = snapshot;
        const next = read();
        // Keep answering from the last good snapshot if reading fails outright.
        snapshot = previous ? next.catch(() => previous) : next;
      }
      return snapshot;
    },
  };
}
