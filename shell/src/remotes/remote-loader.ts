/**
 * The one remote loader (docs/loader.md): one registry of remote states; `fetchRemote` fetches a
 * page's code without running it, `loadRemote` runs it. Links decide when (link-policy.tsx).
 */
import {
  LAZY_SCRIPTS_ELEMENT_ID,
  type LazyScripts,
  type RemotePageFiles,
  type RemoteScripts,
} from '@clinic/contracts/federation/page-host-contract';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { remoteNames, type RemoteName } from '@clinic/contracts/federation/remote-name';
import { nextIdle } from '@clinic/browser-kit/async/when-idle';
import { nextTask } from '@clinic/browser-kit/async/next-task';
import { readablePromise } from '@clinic/browser-kit/async/readable-promise';
import {
  checkRemoteContract,
  type RemoteModule,
} from '@clinic/browser-kit/federation/remote-module';
import type { AppStore } from '@clinic/browser-kit/store/make-store';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { remotesActions } from '@clinic/browser-kit/store/slices/remotes-slice';
import type * as Swr from 'swr';
import { fetchInBatches, supportsModulePreload } from '../start/fetch-in-batches';
import { importRemotePages } from './remote-runtime';
import { importSharedSwr } from './shared-swr';

/** fetched: its files are in the browser, not run; ready: run, its slices in the store. */
export type RemoteState = 'absent' | 'fetched' | 'ready' | 'failed';

/** `run` is kept, failures included (React's `use` needs one promise), until `resetRemote`. */
const registry = Object.fromEntries(remoteNames.map((name) => [name, { state: 'absent' }])) as {
  [name in RemoteName]: { state: RemoteState; run?: Promise<RemoteModule> };
};

export const remoteState = (name: RemoteName): RemoteState => registry[name].state;

let store: AppStore | undefined;
let remoteScripts: RemoteScripts = {};
let pageFiles: RemotePageFiles = {};
let shellScripts: LazyScripts | undefined;

/** The store's `remotes.loaded` mirrors fetched or ready, for diagnostics and tests only. */
function moveTo(name: RemoteName, state: RemoteState, target = store) {
  // What a fetch found says nothing of a remote already run.
  if (registry[name].state === 'ready' && state !== 'ready') return;
  registry[name].state = state;
  if (state !== 'failed') target?.dispatch(remotesActions.remoteLoaded(name));
}

/** The boot data's file lists, and the shell's lazy scripts (none in the monolithic build). */
export function registerLoader(
  appStore: AppStore,
  boot: { remoteScripts?: RemoteScripts; pageFiles?: RemotePageFiles },
): void {
  store = appStore;
  remoteScripts = boot.remoteScripts ?? {};
  pageFiles = boot.pageFiles ?? {};
  const text = document.getElementById(LAZY_SCRIPTS_ELEMENT_ID)?.textContent;
  shellScripts = text ? (JSON.parse(text) as LazyScripts) : undefined;
}

type SwrConfigProvider = typeof Swr.SWRConfig;
let swrConfig: SwrConfigProvider | Promise<SwrConfigProvider> | undefined;

/** The server build has swr at hand (render-page.tsx) and sets it before the first render. */
export const setSwrConfig = (provider: SwrConfigProvider) => void (swrConfig = provider);

/** Loaded only for a page that reads API data (decision 0021); one promise, for `use`. */
export const swrConfigProvider = (): SwrConfigProvider | Promise<SwrConfigProvider> =>
  (swrConfig ??= importSharedSwr().then((swr) => (swrConfig = swr.SWRConfig)));

/**
 * Runs a remote's `./pages` and puts its slices into the store; with `page`, that page's code too,
 * so a click renders it in one pass. One readable promise per remote until `resetRemote`.
 */
export function loadRemote(
  name: RemoteName,
  appStore: AppStore,
  page?: PageEntry,
): Promise<RemoteModule> {
  store ??= appStore;
  const remote = registry[name];
  // Every file of its `./pages` side by side: one round trip, not one per level of imports.
  if (!remote.run && remote.state === 'absent')
    void fetchInBatches(remoteScripts[name] ?? [], 'module', nextTask);
  remote.run ??= readablePromise(
    importRemotePages(name)
      .then((pages) => checkRemoteContract(name, pages))
      .then(
        (module) => {
          injectRemoteStore(module);
          // Any dispatch gives the injected slices their initial state at once.
          moveTo(name, 'ready', appStore);
          return module;
        },
        (error: unknown) => {
          moveTo(name, 'failed');
          throw error;
        },
      ),
  );
  // Nothing ahead is needed for a navigation to work: it asks again.
  if (page)
    remote.run
      .then((module) =>
        Promise.all([module.loadPage?.(page), page.data?.length && swrConfigProvider()]),
      )
      .catch(() => undefined);
  return remote.run;
}

/** Forgets a run, so the next render tries the network again; a failure is kept until then. */
export function resetRemote(name: RemoteName): void {
  const remote = registry[name];
  delete remote.run;
  if (remote.state !== 'failed') remote.state = 'absent';
}

/** What a navigation to `entry` runs, as files; unknown in the monolithic build. */
function filesOf(entry: PageEntry, code: boolean) {
  const remote = remoteScripts[entry.remote];
  const page = code ? pageFiles[entry.remote]?.[entry.key] : [];
  if (!shellScripts || !remote || !page || !supportsModulePreload()) return undefined;
  const isStyle = (url: string) => url.endsWith('.css');
  const swr = code && entry.data?.length ? shellScripts.swr : [];
  const scripts = [...shellScripts.runtime, ...remote, ...page.filter((url) => !isStyle(url))];
  return { scripts: [...scripts, ...swr], styles: page.filter(isStyle) };
}

/** Idle fetches go one page after another, never taking all of a slow link's requests. */
let idleQueue: Promise<unknown> = Promise.resolve();

/**
 * Fetches what a navigation to `entry` runs, without running it; with `code` the page's own files
 * too. `idle` (a link in view): a batch per idle moment, in turn; `now` (a page about to render):
 * a batch per task, stylesheets left to the bundler. Answers whether all arrived. Where the files
 * are unknown, fetching ahead means running; a page about to render runs its code itself.
 */
export function fetchRemote(
  entry: PageEntry,
  {
    code,
    styles = true,
    when = 'idle',
  }: { code: boolean; styles?: boolean; when?: 'idle' | 'now' },
): Promise<boolean> {
  const files = filesOf(entry, code);
  const now = when === 'now';
  if (!files)
    return now || !store
      ? Promise.resolve(false)
      : loadRemote(entry.remote, store, code ? entry : undefined).then(
          () => true,
          () => false,
        );
  const fetch = async () => {
    const ahead = [fetchInBatches(files.scripts, 'module', now ? nextTask : nextIdle)];
    if (styles && !now) ahead.push(fetchInBatches(files.styles, 'style', nextIdle));
    const arrived = (await Promise.all(ahead.map(({ arrived }) => arrived))).every(Boolean);
    moveTo(entry.remote, arrived ? 'fetched' : 'failed');
    return arrived;
  };
  // Not in the render that asks.
  if (now) return nextTask().then(fetch);
  const fetched = idleQueue.then(fetch);
  idleQueue = fetched.catch(() => undefined);
  return fetched;
}
