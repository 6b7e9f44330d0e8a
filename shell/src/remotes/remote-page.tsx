/**
 * One page rendered by a remote, in its own failure region, hydrated as its manifest's `hydrate`
 * says on the load the server composed (docs/loader.md).
 */
import { createContext, createElement, Suspense, use, useContext } from 'react';
import { useParams } from 'react-router-dom';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import { useAppStore } from '@clinic/browser-kit/store/hooks';
import { usePageData } from '../app/page-data';
import { PageLiveSignal } from '../app/page-live-signal';
import { usePostedForm } from '../app/posted-form';
import { RemoteErrorBoundary, RemoteLoading, RemoteUnavailable } from '../app/remote-fallbacks';
import { useSiteOrigin } from '../app/site-origin';
import { useSitePages } from '../app/site-pages';
import { useDocumentTitle } from '../head/use-document-title';
import { isPageLive } from '../start/page-live';
import { fetchRemote, loadRemote, resetRemote, swrConfigProvider } from './remote-loader';

/** Remote modules in hand: on the server, their server builds; in the browser, none. */
export const ServerRemotesContext = createContext<Partial<Record<RemoteName, RemoteModule>>>({});

type Address = { pathname: string; search: string; hash: string };
const pageOf = (at: Omit<Address, 'hash'>) => `${at.pathname}${at.search}`;

/** The hold: the page region is the server's until the first change of address (a hash too). */
let held: { page: string; hash: string } | null = null;
let afterFrameKey = 'held';

export function holdComposedPage(location: Location): void {
  held = { page: pageOf(location), hash: location.hash };
}

export const isComposedPageHeld = (): boolean => held !== null;

export function noteAddress(location: Address): void {
  const page = pageOf(location);
  if (!held || (page === held.page && location.hash === held.hash)) return;
  // An unhydrated `after-frame` region is dropped when the page changes; a new fragment alone
  // (the skip link) is a transition React holds until the region has hydrated in place.
  if (!isPageLive() && page !== held.page) afterFrameKey = 'dropped';
  held = null;
}

/**
 * The key of the held page's element, so a region never hydrated is dropped, not hydrated (its
 * code fetched only to be replaced), when the address changes. A `never` page's key is its own:
 * a next page with the same key would arrive as an update of the unhydrated region.
 */
export function heldPageKey({ hydrate }: Pick<PageEntry, 'hydrate'>): string | undefined {
  if (hydrate === 'never') return isComposedPageHeld() ? 'held-never' : undefined;
  return hydrate === 'after-frame' ? afterFrameKey : undefined;
}

/** What a held `never` region waits on while React hydrates: its HTML stays. */
const neverSettles: Promise<never> = new Promise(() => {});

function RemotePageContent({ entry }: { entry: PageEntry }) {
  const pages = useSitePages();
  const data = usePageData();
  const params = useParams();
  const postedForm = usePostedForm(entry.path);
  const origin = useSiteOrigin();
  const store = useAppStore();
  const inHand = useContext(ServerRemotesContext)[entry.remote];
  // An `after-frame` region needs no hold: React hydrates a dehydrated boundary in a pass of its
  // own after the frame, and the start plan had none of its code.
  if (entry.hydrate === 'never' && isComposedPageHeld()) use(neverSettles);
  // The server renders only remotes it was handed; React then leaves the region to the browser.
  if (!inHand && import.meta.env.SSR) throw new Error(`${entry.remote} is not on the server`);
  if (!import.meta.env.SSR) void fetchRemote(entry, { code: true, when: 'now' });
  // Asked for before the remote, so both download at once.
  const swrConfig = entry.data?.length ? swrConfigProvider() : null;
  // While hydrating, a suspended region keeps the server's HTML on screen, untouched.
  const Page = (inHand ?? use(loadRemote(entry.remote, store))).pages[entry.key];
  if (!Page) throw new Error(`${entry.remote} has no page "${entry.key}"`);
  const page = (
    <Page page={entry} pages={pages} params={params} postedForm={postedForm} origin={origin} />
  );
  if (!swrConfig) return page;
  // The server's answers as SWR's initial data, so hydration renders what the server did.
  const SWRConfig = swrConfig instanceof Promise ? use(swrConfig) : swrConfig;
  return createElement(SWRConfig, { value: { fallback: data } }, page);
}

/** If the remote cannot load or its page throws, only this region shows the fallback. */
export function RemotePage({ entry }: { entry: PageEntry }) {
  useDocumentTitle(entry.title);
  // A held region that hydrates never, or after the frame: the frame says when it is live.
  const held =
    !import.meta.env.SSR &&
    (entry.hydrate ?? 'with-frame') !== 'with-frame' &&
    isComposedPageHeld();
  const retryRemote = (retry: () => void) => {
    resetRemote(entry.remote);
    retry();
  };
  return (
    <RemoteErrorBoundary
      resetKey={`${entry.remote}/${entry.key}`}
      fallback={(retry) => (
        <>
          <RemoteUnavailable onRetry={() => retryRemote(retry)} />
          <PageLiveSignal />
        </>
      )}
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemotePageContent entry={entry} />
        {/* In the page's boundary: it commits when the page has hydrated, not before. */}
        <PageLiveSignal />
      </Suspense>
      {held && <PageLiveSignal frameOnly={entry.hydrate === 'after-frame'} />}
    </RemoteErrorBoundary>
  );
}
