import { useSyncExternalStore } from 'react';

/**
 * Marks the notifications region. A modal dialog makes everything outside it inert and draws its
 * backdrop over it, so while one is open the region is rendered inside the topmost one
 * (`useTopModalLayer`), where it stays seen, read and reachable.
 */
export const KEEP_LIVE_ATTRIBUTE = 'data-live-region';

let layers: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Offers `element`, inside an open modal, as the notifications' place; returns the undo. */
export function pushModalLayer(element: HTMLElement): () => void {
  layers = [...layers, element];
  notify();
  return () => {
    layers = layers.filter((layer) => layer !== element);
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The place inside the topmost open modal, or null when none is open. */
export function useTopModalLayer(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => layers.at(-1) ?? null,
    () => null,
  );
}
