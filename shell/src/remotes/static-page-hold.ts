/**
 * A static page (manifest `static`: nothing of its own to hydrate) keeps the server's HTML on the
 * load the server composed: its Suspense boundary is never hydrated, so React leaves that markup
 * as it is (same DOM) and its remote's code is not fetched (the server's start plan leaves it
 * out too). The hold ends for good at the first change of address, a hash included: from then
 * on the page is rendered in the browser like any other, with its remote's code.
 *
 * A page whose region hydrates after the frame (manifest `hydratesLater`, decision 0061) shares
 * the hold's address: its frame says when it is live, and its element's key (below).
 */
import { isPageLive } from '../start/page-live';

let heldAddress: string | null = null;
/** The held page's path and query: a later region survives a change of the fragment alone. */
let heldPage: string | null = null;

const pageOf = (location: { pathname: string; search: string }) =>
  `${location.pathname}${location.search}`;
const addressOf = (location: { pathname: string; search: string; hash: string }) =>
  `${pageOf(location)}${location.hash}`;

/** Called once at boot, when the page in the document is the server's. */
export function holdComposedPage(location: Location): void {
  heldAddress = addressOf(location);
  heldPage = pageOf(location);
}

/** The key of a later region's page element: changed only if it is dropped unhydrated. */
let laterRegionKey = 'held';

/** Called on every route render: a new address ends the hold. */
export function noteAddress(location: { pathname: string; search: string; hash: string }): void {
  if (heldAddress === null || addressOf(location) === heldAddress) return;
  heldAddress = null;
  // A later region not hydrated yet is dropped as it is, like a static page's, when the page
  // changes. A new fragment alone (back or forward, the address bar; the starter holds a click on
  // a link to one) keeps it: the router's update is a transition, which React holds until the
  // region has hydrated in place.
  if (!isPageLive() && pageOf(location) !== heldPage) laterRegionKey = 'dropped';
}

/**
 * The key of a held static page's element: no other page's element ever has it. A next page
 * whose element had the same key (a later region's `held`) would be an update of the held one:
 * React would first hydrate the never-hydrated region, fetching the page being left and
 * rendering it again, and only then show the next page.
 */
const HELD_STATIC_KEY = 'held-static';

/**
 * The key of the held page's element, so a region never hydrated is dropped, not hydrated, when
 * the address changes: a static page's changes then; a later region's only if it had not
 * hydrated by then (once it has, it must keep its state through a query or hash change).
 */
export function heldPageKey(entry: { static?: boolean; hydratesLater?: boolean }) {
  if (entry.static) return isComposedPageHeld() ? HELD_STATIC_KEY : undefined;
  return entry.hydratesLater ? laterRegionKey : undefined;
}

/** Whether the page region is still the server's, left unhydrated. */
export const isComposedPageHeld = (): boolean => heldAddress !== null;

/**
 * What a held region waits on while React hydrates: never settles, so the dehydrated boundary
 * keeps the server's HTML. One promise, as React's `use` needs.
 */
export const composedPageHold: Promise<never> = new Promise(() => {});
