import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False while rendering on the server and hydrating, true afterwards: for portals into <body>. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
