/**
 * The one policy for links (docs/loader.md): when each link's page is fetched ahead, and which
 * clicks the app takes and which it leaves to the browser. Change how a link behaves here.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { isPlainClick, opensElsewhere } from '@clinic/browser-kit/dom/link-clicks';
import { matchPage } from '@clinic/browser-kit/federation/match-page';
import { nextIdle, whenIdle } from '@clinic/browser-kit/async/when-idle';
import { useSitePages } from '../app/site-pages';
import { MAIN_NAVIGATION } from '../layout/main-navigation';
import { connection } from '../start/connection';
import { pageLive } from '../start/page-live';
import { fetchRemote, loadRemote, remoteState, resetRemote } from './remote-loader';
import { isComposedPageHeld } from './remote-page';

type LinkStrategy = 'in-view' | 'intent' | 'none';

/**
 * Where to change how a link fetches its page ahead of a click: the first rule whose selector it
 * matches (none: `none`). `in-view`: its files fetched once live and idle, as it comes into view
 * (the page's code only for the main navigation's first links: a medical sidebar links to twenty
 * articles), run on intent. `intent`: run on pointer, touch or focus (the footer's staff sign-in
 * would otherwise fetch the dashboard for every patient). Clicks follow `LinkPolicy` whatever.
 */
const LINK_RULES: readonly { readonly selector: string; readonly strategy: LinkStrategy }[] = [
  { selector: 'nav a[href], main a[href]', strategy: 'in-view' },
  { selector: 'a[href]', strategy: 'intent' },
];

const ruleOf = (link: Element): LinkStrategy =>
  LINK_RULES.find(({ selector }) => link.matches(selector))?.strategy ?? 'none';

/** The link under `target` to a deployed page of this site (null: the browser's), and its rule. */
function linkedPage(target: EventTarget | null, pages: readonly PageEntry[]) {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || opensElsewhere(link)) return null;
  const entry = matchPage(pages, link.pathname)?.entry;
  return entry ? { strategy: ruleOf(link), link, entry } : null;
}

/** The page on screen, if it hydrates `never` and is still as the server composed it. */
function heldNeverPage(pages: readonly PageEntry[], pathname: string): PageEntry | null {
  const current = matchPage(pages, pathname)?.entry;
  return current?.hydrate === 'never' && isComposedPageHeld() ? current : null;
}

const isFetched = (entry: PageEntry) => /fetched|ready/.test(remoteState(entry.remote));

/** Runs a page's code on intent; a failure is forgotten, for the navigation to try again. */
function loadOnIntent(entry: PageEntry) {
  loadRemote(entry.remote, entry).catch(() => resetRemote(entry.remote));
}

/**
 * Fetches `in-view` links' pages as they show, once per address; first the held page's own code,
 * run (its links mostly lead to pages made the same way). Answers a stop.
 */
function fetchInView(pages: readonly PageEntry[], pathname: string) {
  let observer: IntersectionObserver | undefined;
  const cancelIdle = whenIdle(() => {
    const held = heldNeverPage(pages, pathname);
    if (held)
      void fetchRemote(held.remote, { page: held, styles: false }).then(
        async (arrived) => arrived && (await nextIdle(), loadOnIntent(held)),
      );
    const seen = new Set<string>();
    let atFirst = true;
    observer = new IntersectionObserver((entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        observer?.unobserve(target);
        const linked = linkedPage(target, pages);
        if (!linked || seen.has(linked.link.href)) continue;
        seen.add(linked.link.href);
        // A menu opened later shows a dozen links at once: a pointer on one is intent enough.
        const withCode = atFirst && linked.link.closest(MAIN_NAVIGATION) !== null;
        void fetchRemote(linked.entry.remote, withCode ? { page: linked.entry } : {});
      }
      atFirst = false;
    });
    for (const link of document.querySelectorAll('a[href]'))
      if (ruleOf(link) === 'in-view') observer.observe(link);
  });
  return () => {
    cancelIdle();
    observer?.disconnect();
  };
}

/**
 * A click is the browser's navigation to the prerendered page when the page's code failed, or is
 * absent where the document is quicker; a held `never` page's plain anchors are routed once fetched.
 */
export function LinkPolicy() {
  const pages = useSitePages();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const linked = linkedPage(event.target, pages);
      if (!linked || linked.strategy === 'none' || connection.fetchesNothingAhead()) return;
      const { entry } = linked;
      // A touch's click follows at once and, absent and slow, is the browser's (below).
      const touch = event.type === 'touchstart';
      if (touch && !isFetched(entry) && connection.documentIsQuicker()) return;
      loadOnIntent(entry);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const linked = linkedPage(event.target, pages);
      if (!linked) return;
      const { link, entry } = linked;
      if (link.pathname === pathname && link.search === window.location.search) return;
      const fetched = isFetched(entry);
      const failed = remoteState(entry.remote) === 'failed';
      // Stopped before React's router hears it. A staff page is composed without its data: the
      // document would bring no more than code.
      if (!entry.protected && (failed || (!fetched && connection.documentIsQuicker())))
        return event.stopPropagation();
      if (!fetched || !heldNeverPage(pages, pathname) || !link.closest('main')) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    const listening = new AbortController();
    const { signal } = listening;
    for (const type of ['pointerover', 'touchstart', 'focusin'])
      document.addEventListener(type, onIntent, { capture: true, passive: true, signal });
    // Captured: React stops a click inside a region it has not hydrated from going further.
    document.addEventListener('click', onClick, { capture: true, signal });
    return () => listening.abort();
  }, [pages, navigate, pathname]);

  useEffect(() => {
    if (connection.fetchesNothingAhead()) return;
    let stop = () => {};
    const cancel = pageLive.when(() => (stop = fetchInView(pages, pathname)));
    return () => {
      cancel();
      stop();
    };
  }, [pages, pathname]);
  return null;
}
