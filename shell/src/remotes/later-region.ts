/**
 * A page whose region hydrates after the frame (manifest `hydratesLater`, decision 0061): on the
 * load the server composed, the frame (navbar, popup, WhatsApp button) hydrates and goes live on
 * the shell's code alone, while the region stays the server's HTML, its remote's code not yet
 * fetched. The region starts when the frame is live, or sooner when the visitor reaches into it;
 * until it has hydrated, the starter holds what the visitor does inside it (early-actions.ts).
 */
import { whenFrameLive } from '../start/page-live';

/** What reaching into the region looks like: a pointer on it, a touch, a key, focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

let startRegion: () => void = () => {};

/** What the region's Suspense boundary waits on while held; one promise, as React's `use` needs. */
export const laterRegionStart = new Promise<void>((resolve) => {
  startRegion = resolve;
});

/** Called once at boot, before hydrating, when the composed page's region hydrates later. */
export function holdRegionUntilFrameLive(): void {
  const options = { capture: true, passive: true };
  const start = () => {
    for (const type of INTENT_EVENTS) removeEventListener(type, onIntent, options);
    startRegion();
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('#root main')) start();
  };
  for (const type of INTENT_EVENTS) addEventListener(type, onIntent, options);
  whenFrameLive(start);
}
