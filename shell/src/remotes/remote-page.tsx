/** A remote's page in its own failure region, hydrated as its `hydrate` says (docs/loader.md). */
import { createContext, createElement, Suspense, use, useContext } from 'react';
import { useParams } from 'react-router-dom';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import { usePageData } from '../app/page-data';
import { PageLiveSignal } from '../app/page-live-signal';
import { usePostedForm } from '../app/posted-form';
import { RemoteErrorBoundary, RemoteLoading, RemoteUnavailable } from '../app/remote-fallbacks';
import { useSiteOrigin } from '../app/site-origin';
import { useSitePages } from '../app/site-pages';
import { useDocumentTitle } from '../head/use-document-title';
import { pageLive } from '../start/page-live';
import { loadRemote, resetRemote } from './remote-loader';
import { swrConfigProvider } from './shared-swr';

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
  if (!pageLive.isLive() && page !== held.page) afterFrameKey = 'dropped';
  held = null;
}

/**
 * The held page's element key: a region not hydrated when the address changes is dropped, not
 * hydrated only to be replaced. A `never` page's is its own, or the next page would update it.
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
  const inHand = useContext(ServerRemotesContext)[entry.remote];
  // An `after-frame` region needs no hold: React hydrates it in a pass of its own after the frame.
  if (entry.hydrate === 'never' && isComposedPageHeld()) use(neverSettles);
  // The server renders only remotes it was handed; React then leaves the region to the browser.
  if (!inHand && import.meta.env.SSR) throw new Error(`${entry.remote} is not on the server`);
  // Asked for before the remote, so both download at once.
  const swrConfig = entry.data?.length ? swrConfigProvider() : null;
  // While hydrating, a suspended region keeps the server's HTML on screen, untouched.
  const Page = (inHand ?? use(loadRemote(entry.remote, entry))).pages[entry.key];
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
  const later = entry.hydrate === 'never' || entry.hydrate === 'after-frame';
  const heldRegion = !import.meta.env.SSR && later && isComposedPageHeld();
  return (
    <RemoteErrorBoundary
      resetKey={`${entry.remote}/${entry.key}`}
      fallback={(retry) => (
        <>
          <RemoteUnavailable onRetry={() => (resetRemote(entry.remote), retry())} />
          <PageLiveSignal />
        </>
      )}
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemotePageContent entry={entry} />
        {/* In the page's boundary: it commits when the page has hydrated, not before. */}
        <PageLiveSignal />
      </Suspense>
      {heldRegion && <PageLiveSignal frameOnly={entry.hydrate === 'after-frame'} />}
    </RemoteErrorBoundary>
  );
}
