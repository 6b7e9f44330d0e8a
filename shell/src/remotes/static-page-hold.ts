/**
 * A static page (manifest `static`: nothing of its own to hydrate) keeps the server's HTML on the
 * load the server composed: its Suspense boundary is never hydrated, so React leaves that markup
 * as it is (same DOM) and its remote's code is not fetched (the server's start plan leaves it
 * out too). The hold ends for good at the first change of address, a hash included: from then
 * on the page is rendered in the browser like any other, with its remote's code.
 */

let heldAddress: string | null = null;

const addressOf = (location: { pathname: string; search: string; hash: string }) =>
  `${location.pathname}${location.search}${location.hash}`;

/** Called once at boot, when the page in the document is the server's. */
export function holdComposedPage(location: Location): void {
  heldAddress = addressOf(location);
}

/** Called on every route render: a new address ends the hold. */
export function noteAddress(location: { pathname: string; search: string; hash: string }): void {
  if (heldAddress !== null && addressOf(location) !== heldAddress) heldAddress = null;
}

/** Whether the page region is still the server's, left unhydrated. */
export const isComposedPageHeld = (): boolean => heldAddress !== null;

/**
 * What a held region waits on while React hydrates: never settles, so the dehydrated boundary
 * keeps the server's HTML. One promise, as React's `use` needs.
 */
export const composedPageHold: Promise<never> = new Promise(() => {});
