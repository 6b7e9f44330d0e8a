/**
 * The one "live" signal: the moment the frame (navbar, popup, WhatsApp button), then the page's
 * region, has hydrated (or settled on its fallback), so every element on it answers events. The
 * shell announces it; the starter, which holds early actions until then, listens. Each moment is
 * an attribute on `<html>` (the shell and the starter are built apart, so the document is what
 * they share; tests wait on it), a User Timing mark (`pnpm bench:web` counts the JavaScript
 * fetched before it) and an event, all under one name per moment.
 */

/** "live" once the page is; "starting" while the starter holds an early action (styled). */
export const APP_STATE_ATTRIBUTE = 'data-app';

function liveMoment(attribute: string, name: string) {
  const isLive = () => document.documentElement.getAttribute(attribute) === 'live';
  return {
    isLive,
    announce() {
      if (isLive()) return;
      document.documentElement.setAttribute(attribute, 'live');
      performance.mark(name);
      document.dispatchEvent(new Event(name));
    },
    /** Runs `callback` once, at the moment (at once if it has passed). */
    when(callback: () => void) {
      if (isLive()) callback();
      else document.addEventListener(name, callback, { once: true });
    },
  };
}

/**
 * The frame goes live with the page, except on a page that hydrates after the frame (manifest
 * `hydrate: 'after-frame'`): there it goes live first, and the starter holds only what is done
 * inside the page's <main> until the page is live.
 */
const frame = liveMoment('data-frame', 'clinic:frame-live');
const page = liveMoment(APP_STATE_ATTRIBUTE, 'clinic:page-live');

export const isPageLive = page.isLive;
export const isFrameLive = frame.isLive;
export const whenPageLive = page.when;
export const whenFrameLive = frame.when;
export const announceFrameLive = frame.announce;

/** Only the first call of a page load counts. */
export function announcePageLive(): void {
  frame.announce();
  page.announce();
}
