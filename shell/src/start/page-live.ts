/**
 * The one "live" signal: the frame (navbar, popup, WhatsApp button), then the page's region, has
 * hydrated (or settled on its fallback) and answers events. Each moment is an attribute on
 * `<html>` (the shell and the starter are built apart and share the document; tests wait on it),
 * a User Timing mark (`pnpm bench:web` counts the JavaScript fetched before it) and an event.
 * The frame goes live first only on an `after-frame` page; elsewhere with the page.
 */

/** "live" once the page is; "starting" while the starter holds an early action (styled). */
export const APP_STATE_ATTRIBUTE = 'data-app';

function liveMoment(attribute: string, name: string) {
  const isLive = () => document.documentElement.getAttribute(attribute) === 'live';
  const announce = () => {
    if (isLive()) return;
    document.documentElement.setAttribute(attribute, 'live');
    performance.mark(name);
    document.dispatchEvent(new Event(name));
  };
  /** Runs `callback` once, at the moment (at once if it has passed); answers a cancel. */
  const when = (callback: () => void) => {
    if (isLive()) callback();
    else document.addEventListener(name, callback, { once: true });
    return () => document.removeEventListener(name, callback);
  };
  return { isLive, announce, when };
}

const frame = liveMoment('data-frame', 'clinic:frame-live');
const page = liveMoment(APP_STATE_ATTRIBUTE, 'clinic:page-live');

export const { isLive: isFrameLive, when: whenFrameLive, announce: announceFrameLive } = frame;
export const { isLive: isPageLive, when: whenPageLive } = page;

/** Only the first call of a page load counts. */
export function announcePageLive(): void {
  frame.announce();
  page.announce();
}
