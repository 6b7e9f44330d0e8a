import { createElement, Suspense, use } from 'react';
import { useParams } from 'react-router-dom';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import { useAppStore } from '@clinic/browser-kit/store/hooks';
import { usePageData } from '../app/page-data';
import { PageLiveSignal } from '../app/page-live-signal';
import { usePostedForm } from '../app/posted-form';
import { useSiteOrigin } from '../app/site-origin';
import { useSitePages } from '../app/site-pages';
import { fetchRemote, loadRemote, resetRemote, swrConfigProvider } from './remote-loader';
import { usePreloadedRemote } from './preloaded-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';
import { RemoteUnavailable } from './remote-unavailable';
import { composedPageHold, isComposedPageHeld } from './static-page-hold';
import { useDocumentTitle } from '../head/use-document-title';

interface Props {
  entry: PageEntry;
}

function useRemoteModule(entry: PageEntry): RemoteModule {
  const store = useAppStore();
  const preloaded = usePreloadedRemote(entry.remote);
  // The server renders only remotes it was handed; this makes React leave the region to the
  // browser (its fallback now, the page once the remote loads there).
  if (!preloaded && import.meta.env.SSR) throw new Error(`${entry.remote} is not on the server`);
  // On the server the module is in hand; in the browser `use` suspends until it arrives, and
  // while hydrating that keeps the server's HTML of this region on screen, untouched.
  return preloaded ?? use(loadRemote(entry.remote, store));
}

function RemotePageContent({ entry }: Props) {
  const pages = useSitePages();
  const data = usePageData();
  const params = useParams();
  const postedForm = usePostedForm(entry.path);
  const origin = useSiteOrigin();
  // A static page the server composed stays its HTML: never hydrated, its remote and swr never
  // fetched. (On the server nothing is held.) A later region needs no hold: React hydrates the
  // frame first and a dehydrated boundary in a pass of its own, and the server preloaded none of
  // its code, so its remote is asked for once the frame is live (decision 0061).
  if (entry.static && isComposedPageHeld()) use(composedPageHold);
  // Every script of the page at once, not one level of imports after another.
  if (!import.meta.env.SSR) void fetchRemote(entry, { code: true, when: 'now' });
  // Asked for before the remote, so both download at once.
  const swrConfig = entry.data?.length ? swrConfigProvider() : null;
  const remote = useRemoteModule(entry);
  const Page = remote.pages[entry.key];
  if (!Page) throw new Error(`${entry.remote} has no page "${entry.key}"`);
  const page = (
    <Page page={entry} pages={pages} params={params} postedForm={postedForm} origin={origin} />
  );
  if (!swrConfig) return page;
  // The server's answers as SWR's initial data under the keys the page reads, so hydration
  // renders what the server did. One provider for the page's life (a module singleton).
  const SWRConfig = swrConfig instanceof Promise ? use(swrConfig) : swrConfig;
  return createElement(SWRConfig, { value: { fallback: data } }, page);
}

/**
 * One page rendered by a remote, in its own failure region: if the remote cannot load or its
 * page throws, only this region shows the fallback, with a retry that really refetches.
 */
export function RemotePage({ entry }: Props) {
  useDocumentTitle(entry.title);
  // A held static page never hydrates its region, and a later region hydrates after the frame,
  // so the frame says when the page is live.
  const held =
    !import.meta.env.SSR && (entry.static || entry.hydratesLater) === true && isComposedPageHeld();
  return (
    <RemoteErrorBoundary
      resetKey={`${entry.remote}/${entry.key}`}
      fallback={(retry) => (
        <>
          <RemoteUnavailable
            onRetry={() => {
              resetRemote(entry.remote);
              retry();
            }}
          />
          <PageLiveSignal />
        </>
      )}
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemotePageContent entry={entry} />
        {/* In the page's boundary: it commits when the page has hydrated, not before. */}
        <PageLiveSignal />
      </Suspense>
      {held && <PageLiveSignal frameOnly={entry.hydratesLater === true} />}
    </RemoteErrorBoundary>
  );
}
