import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { AppStore } from '@clinic/browser-kit/store/make-store';
import { fetchRemoteModule, resetRemoteModule } from './load-remote-module';
import { swrConfigProvider } from './load-swr-config';

/**
 * Loads a page's remote ahead of a navigation to it (its code only: its slices join the store
 * with its first page); with `code`, the page's own code too: what
 * its remote's `prefetch` loads (contract 2.4), and swr for a page that reads API data. Nothing
 * here is needed for the navigation to work: a remote that fails is forgotten, and the navigation
 * itself tries again, as it always has.
 */
export function prefetchPage(
  entry: PageEntry,
  store: AppStore,
  { code }: { code: boolean },
): Promise<void> {
  const { remote } = entry;
  return fetchRemoteModule(remote, store)
    .then(
      async (module) => {
        if (!code) return;
        await Promise.all([module.prefetch?.(entry), entry.data?.length && swrConfigProvider()]);
      },
      () => resetRemoteModule(remote),
    )
    .catch(() => {
      // A page chunk that failed is fetched again when the page renders.
    });
}

let warming: Promise<void> = Promise.resolve();

/**
 * `prefetchPage` for a warm-up: one page after another, so speculative downloads never take all
 * of a slow connection's few parallel requests from the visitor's own (a click, an intent).
 */
export function warmPage(entry: PageEntry, store: AppStore, options: { code: boolean }): void {
  warming = warming.then(() => prefetchPage(entry, store, options));
}
