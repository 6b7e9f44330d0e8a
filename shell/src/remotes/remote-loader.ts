/**
 * The one remote loader (docs/loader.md): one registry of remote states; `fetchRemote` fetches
 * files without running them, `loadRemote` runs them. Links decide when (link-policy.tsx).
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
import { fetchInBatches, supportsRel } from '../start/fetch-in-batches';
import { importRemotePages } from './remote-runtime';
import { swrConfigProvider } from './shared-swr';

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

function moveTo(name: RemoteName, state: RemoteState) {
  const remote = registry[name];
  // What a fetch found says nothing of a remote already run; after a failed run, the next tries.
  if (remote.state === 'ready') return;
  if (state === 'fetched' && remote.state === 'failed') delete remote.run;
  remote.state = state;
  // Into `remotes.loaded`: the dispatch also gives the slices just injected their initial state.
  if (state === 'ready') store?.dispatch(remotesActions.remoteLoaded(name));
}

/** The page's store, the boot data's file lists, the shell's lazy scripts (none in the monolith). */
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

/**
 * Runs a remote's `./pages`, its slices into the store; with `page`, that page's code too. Its
 * files are asked for side by side first: one round trip, not one per level of imports.
 */
export function loadRemote(name: RemoteName, page?: PageEntry): Promise<RemoteModule> {
  const remote = registry[name];
  if (!remote.run || page)
    void fetchInBatches(
      filesOf(name, page)?.scripts ?? remoteScripts[name] ?? [],
      'module',
      nextTask,
    );
  remote.run ??= readablePromise(
    importRemotePages(name)
      .then((pages) => checkRemoteContract(name, pages))
      .then(
        (module) => {
          injectRemoteStore(module);
          moveTo(name, 'ready');
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

/** Forgets a run, so the next `loadRemote` tries the network again; a failure is kept till then. */
export function resetRemote(name: RemoteName): void {
  const remote = registry[name];
  delete remote.run;
  if (remote.state !== 'failed') remote.state = 'absent';
}

/** What a navigation runs, as files; unknown in the monolithic build. */
function filesOf(name: RemoteName, page: PageEntry | undefined) {
  const remote = remoteScripts[name];
  const code = page ? pageFiles[name]?.[page.key] : [];
  if (!shellScripts || !remote || !code || !supportsRel('modulepreload')) return undefined;
  const isStyle = (url: string) => url.endsWith('.css');
  const swr = page?.data?.length ? shellScripts.swr : [];
  const scripts = [...shellScripts.runtime, ...remote, ...code.filter((url) => !isStyle(url))];
  return { scripts: [...scripts, ...swr], styles: code.filter(isStyle) };
}

/** Fetches ahead go one page after another, never taking all of a slow link's requests. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Fetches a remote's files ahead of a click, with `page` that page's too, a batch per idle moment,
 * and answers whether all arrived. Files unknown (the monolith): fetching ahead means running.
 */
export function fetchRemote(
  name: RemoteName,
  { page, styles = supportsRel('prefetch') }: { page?: PageEntry; styles?: boolean } = {},
): Promise<boolean> {
  const files = filesOf(name, page);
  if (!files)
    return loadRemote(name, page).then(
      () => true,
      () => false,
    );
  const fetched = queue.then(async () => {
    const ahead = [fetchInBatches(files.scripts, 'module', nextIdle)];
    if (styles) ahead.push(fetchInBatches(files.styles, 'style', nextIdle));
    const arrived = (await Promise.all(ahead.map(({ arrived }) => arrived))).every(Boolean);
    moveTo(name, arrived ? 'fetched' : 'failed');
    return arrived;
  });
  queue = fetched.catch(() => undefined);
  return fetched;
}
