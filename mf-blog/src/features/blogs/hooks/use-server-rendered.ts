import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while React renders on the server or hydrates what the server rendered (its snapshot),
 * false in any render the browser makes on its own: what a page shows in that first pass must
 * match the server's HTML, whatever the browser knows.
 */
export function useServerRendered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
