/**
 * The one "live" signal: the frame (navbar, popup, WhatsApp button), then the page's region, has
 * hydrated (or shows its fallback) and answers events; first the frame only on an `after-frame`
 * page. Each moment is an attribute on `<html>` (the starter is built apart; tests wait on it), a
 * User Timing mark (`pnpm bench:web` counts the JavaScript before it) and an event.
 */

/** "live" once the page is; "starting" while the starter holds an early action (styled). */
export const APP_STATE_ATTRIBUTE = 'data-app';

function liveMoment(attribute: string, name: string, after?: { announce(): void }) {
  const isLive = () => document.documentElement.getAttribute(attribute) === 'live';
  return {
    isLive,
    /** Only the first call of a page load counts; what it comes after is announced first. */
    announce() {
      after?.announce();
      if (isLive()) return;
      document.documentElement.setAttribute(attribute, 'live');
      performance.mark(name);
      document.dispatchEvent(new Event(name));
    },
    /** Runs `callback` once, at the moment (at once if it has passed); answers a cancel. */
    when(callback: () => void) {
      if (isLive()) callback();
      else document.addEventListener(name, callback, { once: true });
      return () => document.removeEventListener(name, callback);
    },
  };
}

export const frameLive = liveMoment('data-frame', 'clinic:frame-live');
export const pageLive = liveMoment(APP_STATE_ATTRIBUTE, 'clinic:page-live', frameLive);
