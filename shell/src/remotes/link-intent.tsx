import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { matchPage } from '@clinic/browser-kit/federation/match-page';
import { useAppStore } from '@clinic/browser-kit/store/hooks';
import { useSitePages } from '../app/site-pages';
import { MAIN_NAVIGATION } from '../layout/main-navigation';
import { whenPageLive } from '../start/page-live';
import { hasRemoteFailed } from './load-remote-module';
import { prefetchPage, warmPage } from './prefetch-page';
import { requestsAreSlow } from '../start/request-time';
import { isComposedPageHeld } from './static-page-hold';
import { prefersNoPrefetch, warmUpInView } from './warm-up-in-view';

/** The events that say a link is about to be used: a pointer on it, a touch, keyboard focus. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

interface LinkedPage {
  readonly link: HTMLAnchorElement;
  readonly entry: PageEntry;
}

/** The page an event's link leads to on this site, if it is one of the deployed pages. */
function linkedPage(target: EventTarget | null, pages: readonly PageEntry[]): LinkedPage | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const match = matchPage(pages, link.pathname);
  return match && { link, entry: match.entry };
}

/** The page on screen, if it is a static page still as the server composed it (decision 0056). */
function heldStaticPage(pages: readonly PageEntry[], pathname: string): PageEntry | null {
  const current = matchPage(pages, pathname)?.entry;
  return current?.static && isComposedPageHeld() ? current : null;
}

/**
 * Fetches a page's remote and code when a link to it is about to be used, so a navigation in the
 * browser is ready by the time the click lands. A static page the server composed loads no
 * remote code of its own, and its links are plain anchors React never hydrated: a click on one
 * whose remote has loaded becomes a navigation in the browser, and the browser follows the others
 * to the prerendered page. On a connection where each request is slow, any link to a page whose
 * remote has not loaded (code absent or failing), the navigation's included, is left to the
 * browser the same way (decision 0059). Links in view count too, once the page is live
 * and the browser idle, unless the connection asks to save data (warm-up-in-view.ts), one page
 * after another: a held page's own code first, then the main navigation's links with their
 * page's code, the page's own links with their remote only (a medical page's sidebar links to
 * twenty articles).
 */
export function LinkIntent() {
  const pages = useSitePages();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const hasLoaded = (remote: PageEntry['remote']) =>
      store.getState().remotes.loaded.includes(remote);
    const prefetch = (event: Event) => {
      const linked = linkedPage(event.target, pages);
      if (!linked) return;
      // A touch's click comes a moment later and, on a slow connection with the remote absent, is
      // the browser's (below): code fetched now would only slow the document down.
      const absent = !hasLoaded(linked.entry.remote);
      if (event.type === 'touchstart' && absent && requestsAreSlow()) return;
      prefetchPage(linked.entry, store);
    };
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const linked = linkedPage(event.target, pages);
      if (!linked) return;
      const target = linked.link;
      // A fragment of this very page is the browser's to scroll to.
      if (target.pathname === pathname && target.search === window.location.search) return;
      const { remote } = linked.entry;
      const loaded = hasLoaded(remote);
      // A staff page is composed without its data: the document would bring no more than the code.
      const prerendered = !linked.entry.protected;
      if (prerendered && (hasRemoteFailed(remote) || (!loaded && requestsAreSlow()))) {
        // The page's code failed, or is absent (not fetched yet, on its way) and each request is
        // slow: the browser's own navigation brings the prerendered page in one request, where
        // the router would show the fallback, or wait for the runtime, the remote and the page
        // one after another. React's router, which would take the click, must not hear it.
        event.stopPropagation();
        return;
      }
      // A held page's own links are plain anchors; the hydrated chrome around it routes itself.
      if (!loaded || !heldStaticPage(pages, pathname) || !target.closest('main')) return;
      event.preventDefault();
      navigate(`${target.pathname}${target.search}${target.hash}`);
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, prefetch, options);
    // In the capture phase: React stops a click inside a region it has not hydrated from going
    // further (it tries to hydrate that region instead), so a listener on the way up never hears
    // it; and a click left to the browser is stopped here, before React's router hears it.
    document.addEventListener('click', follow, { capture: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, prefetch, options);
      document.removeEventListener('click', follow, { capture: true });
    };
  }, [pages, store, navigate, pathname]);

  useEffect(() => {
    if (prefersNoPrefetch()) return;
    let stop: (() => void) | undefined;
    let ended = false;
    whenPageLive(() => {
      if (ended) return;
      stop = warmUpInView(
        () => {
          // A held page's own code first, and run: its links mostly lead to pages made the same
          // way, whose own code (a medical page's article) is then asked for at once.
          const held = heldStaticPage(pages, pathname);
          if (held) warmPage(held, store, { code: true, run: true });
        },
        (link, atFirst) => {
          const linked = linkedPage(link, pages);
          // Page code only for the main navigation's links in view from the start: a menu opened
          // later shows a dozen links at once, and a pointer on one of them is intent enough.
          const code = atFirst && link.closest(MAIN_NAVIGATION) !== null;
          if (linked) warmPage(linked.entry, store, { code });
        },
      );
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [pages, store, pathname]);
  return null;
}
