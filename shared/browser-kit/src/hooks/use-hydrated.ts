import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React renders on the server and while it hydrates the server's HTML, true in every
 * render the browser makes afterwards. What a component shows in the first pass must match the
 * server's HTML; with this it can then switch to what only the browser knows or may do (scripted
 * menus, portals into <body>, media queries, motion).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
