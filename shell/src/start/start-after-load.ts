/**
 * Starts the shell once the page has loaded, or at the visitor's first touch, key press or focus
 * if that comes sooner. The composed page is whole without scripts, so on a slow connection its
 * images come first and the code that makes it interactive after them (docs/decisions/0020).
 * The server writes what to start into the `clinic-start` data block (api/src/site/deferred-start.ts).
 *
 * Built on its own, unbundled, as `start-after-load.js` (a fixed name the server knows): see
 * `standaloneScriptPlugin`. It must import nothing.
 */
const planElement = document.getElementById('clinic-start');
const plan = JSON.parse(planElement?.textContent ?? '{"entry":"","preload":[]}') as {
  entry: string;
  preload: string[];
};
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
  import(/* @vite-ignore */ plan.entry).catch((error: unknown) =>
    console.error('The page could not start:', error),
  );
}

if (document.readyState === 'complete') start();
else {
  addEventListener('load', start);
  for (const type of early) addEventListener(type, start, { capture: true, passive: true });
}

export {};
