/**
 * The moment a page is live: its whole React tree, the frame and its page region, has hydrated
 * (or the region has settled on its fallback), so every element on it answers events. The shell
 * announces it; the starter (start-after-load.ts), which holds a visitor's early actions until
 * then, listens for it. Both are built from this one module.
 */

const PAGE_LIVE_EVENT = 'clinic:page-live';

/**
 * A User Timing mark of that moment, under the event's name: `pnpm bench:web` counts the
 * JavaScript a page fetched before it (what the page needed to become live).
 */
export const PAGE_LIVE_MARK = PAGE_LIVE_EVENT;

/**
 * On `<html>`: "live" once the page is live, "starting" while the starter holds an early action
 * (a stylesheet shows that, so a held tap never looks ignored). Tests wait on it too.
 */
export const APP_STATE_ATTRIBUTE = 'data-app';

export function isPageLive(): boolean {
  return document.documentElement.getAttribute(APP_STATE_ATTRIBUTE) === 'live';
}

/** Called by the shell when a page region commits; only the first call of a page load counts. */
export function announcePageLive(): void {
  announceFrameLive();
  if (isPageLive()) return;
  document.documentElement.setAttribute(APP_STATE_ATTRIBUTE, 'live');
  performance.mark(PAGE_LIVE_MARK);
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
}

/** Runs `callback` once, when the page is live (at once if it already is). */
export function whenPageLive(callback: () => void): void {
  if (isPageLive()) callback();
  else document.addEventListener(PAGE_LIVE_EVENT, callback, { once: true });
}

/*
 * The frame (navbar, popup, WhatsApp button) is live with the page, except on a page whose region
 * hydrates after it (manifest `hydratesLater`, decision 0061): there the frame goes live first,
 * on the shell's code alone, and the starter holds only what is done inside the page's <main>
 * until the page is live.
 */

const FRAME_LIVE_EVENT = 'clinic:frame-live';

/** A User Timing mark of the frame's live: `pnpm bench:web` counts the JavaScript before it too. */
export const FRAME_LIVE_MARK = FRAME_LIVE_EVENT;

/** On `<html>`: "live" once the frame is. */
const FRAME_STATE_ATTRIBUTE = 'data-frame';

export function isFrameLive(): boolean {
  return document.documentElement.getAttribute(FRAME_STATE_ATTRIBUTE) === 'live';
}

/** Called by the shell when the frame has hydrated (with the page, or before it). */
export function announceFrameLive(): void {
  if (isFrameLive()) return;
  document.documentElement.setAttribute(FRAME_STATE_ATTRIBUTE, 'live');
  performance.mark(FRAME_LIVE_MARK);
  document.dispatchEvent(new Event(FRAME_LIVE_EVENT));
}

/** Runs `callback` once, when the frame is live (at once if it already is). */
export function whenFrameLive(callback: () => void): void {
  if (isFrameLive()) callback();
  else document.addEventListener(FRAME_LIVE_EVENT, callback, { once: true });
}
