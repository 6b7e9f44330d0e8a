import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import type { AppStore } from '@clinic/browser-kit/store/make-store';
import { remotesActions } from '@clinic/browser-kit/store/slices/remotes-slice';
import { nextIdle } from '@clinic/browser-kit/async/when-idle';
import { fetchAhead } from './fetch-ahead';
import {
  fetchRemoteModule,
  loadRemoteModule,
  noteRemoteFailed,
  resetRemoteModule,
} from './load-remote-module';
import { swrConfigProvider } from './load-swr-config';

/**
 * Loads a page's code, not its data, ahead of a navigation to it: what its remote's `prefetch`
 * loads (remote contract 2.4), and swr for a page that reads API data. Nothing here is needed
 * for the navigation to work: a remote that fails is forgotten, and the navigation itself tries
 * again, as it always has.
 */
function prefetch(
  entry: PageEntry,
  remote: Promise<RemoteModule>,
  { code }: { code: boolean },
): Promise<void> {
  return remote
    .then(
      async (module) => {
        if (!code) return;
        await Promise.all([module.prefetch?.(entry), entry.data?.length && swrConfigProvider()]);
      },
      () => resetRemoteModule(entry.remote),
    )
    .catch(() => {
      // A page chunk that failed is fetched again when the page renders.
    });
}

/**
 * A link to the page is about to be used (a pointer on it, a touch, focus): its remote joins the
 * store now and its code is fetched, so the click renders the page in one pass.
 */
export function prefetchPage(entry: PageEntry, store: AppStore): void {
  void prefetch(entry, loadRemoteModule(entry.remote, store), { code: true });
}

let warming: Promise<void> = Promise.resolve();

/**
 * A warm-up for a link in view: its remote's files and, with `code`, the page's, fetched and not
 * run (`fetchAhead`); once they are in, the remote counts as loaded (what a click on its link
 * needs from the network is then at most the page's own code), and if they failed, as failed.
 * With `run`, the code then runs too, one step per idle moment (the federation runtime and the
 * remote, then what the remote's `prefetch` loads for the page), so no step is a long task. A page that does not list its files
 * gets its remote's code loaded and run at once (its slices join the store only with its first
 * page). One page after another, so speculative downloads never take all of a slow connection's
 * few parallel requests from the visitor's own; a warm-up that throws never stops the next.
 */
export function warmPage(
  entry: PageEntry,
  store: AppStore,
  options: { code: boolean; run?: boolean },
): void {
  const warm = async () => {
    // The page on screen (the one warm-up that runs) has its styles inline already.
    const ahead = fetchAhead(entry, { code: options.code, styles: !options.run });
    if (!ahead) return prefetch(entry, fetchRemoteModule(entry.remote, store), options);
    if (!(await ahead)) return noteRemoteFailed(entry.remote);
    store.dispatch(remotesActions.remoteLoaded(entry.remote));
    if (!options.run) return;
    await nextIdle();
    const remote = fetchRemoteModule(entry.remote, store);
    await remote;
    await nextIdle();
    await prefetch(entry, remote, options);
  };
  warming = warming.then(warm).catch(() => undefined);
}
