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

/**
 * One such moment of a page load: kept on `<html>` (the shell and the starter are built apart, so
 * the document is what they share), marked, and announced once.
 */
function liveMoment(attribute: string, event: string) {
  const isLive = () => document.documentElement.getAttribute(attribute) === 'live';
  return {
    isLive,
    announce() {
      if (isLive()) return;
      document.documentElement.setAttribute(attribute, 'live');
      performance.mark(event);
      document.dispatchEvent(new Event(event));
    },
    /** Runs `callback` once, at the moment (at once if it has passed). */
    when(callback: () => void) {
      if (isLive()) callback();
      else document.addEventListener(event, callback, { once: true });
    },
  };
}

const page = liveMoment(APP_STATE_ATTRIBUTE, PAGE_LIVE_EVENT);
const frame = liveMoment(FRAME_STATE_ATTRIBUTE, FRAME_LIVE_EVENT);

export const isPageLive = page.isLive;
export const isFrameLive = frame.isLive;

/** Called by the shell when a page region commits; only the first call of a page load counts. */
export function announcePageLive(): void {
  frame.announce();
  page.announce();
}

/** Called by the shell when the frame has hydrated (with the page, or before it). */
export const announceFrameLive = frame.announce;

/** Runs `callback` once, when the page is live (at once if it already is). */
export const whenPageLive = page.when;

/** Runs `callback` once, when the frame is live (at once if it already is). */
export const whenFrameLive = frame.when;
