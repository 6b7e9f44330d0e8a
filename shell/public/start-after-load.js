// @ts-check
/**
 * Starts the shell once the page has loaded, or at the visitor's first touch, key press or focus
 * if that comes sooner. The composed page is whole without scripts, so on a slow connection its
 * images come first and the code that makes it interactive after them (docs/decisions/0020).
 * The server writes what to start into the `clinic-start` data block (api/src/site/deferred-start.ts).
 *
 * Plain JavaScript in `public/`: it is served as written, under a fixed name the server knows.
 */
const planElement = document.getElementById('clinic-start');
/** @type {{ entry: string; preload: string[] }} */
const plan = JSON.parse(planElement?.textContent ?? '{"entry":"","preload":[]}');
const early = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
let started = false;

function start() {
  if (started || !plan.entry) return;
  started = true;
  removeEventListener('load', start);
  for (const type of early) removeEventListener(type, start, true);
  // Announce every module at once, so the browser fetches them in parallel, not as a waterfall.
  for (const href of plan.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(plan.entry).catch((error) => console.error('The page could not start:', error));
}

if (document.readyState === 'complete') start();
else {
  addEventListener('load', start);
  for (const type of early) addEventListener(type, start, { capture: true, passive: true });
}
