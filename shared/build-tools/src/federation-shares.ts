import { fileURLToPath } from 'node:url';
import { sharedSingletons } from '@clinic/contracts/federation/shared-singletons';

/** The browser's shared router is the subset the apps use (router-subset.ts, decision 0021). */
export const ROUTER_SUBSET = fileURLToPath(new URL('./router-subset.ts', import.meta.url));

/**
 * What a remote shares: the same singletons, but SWR only from the shell (`import: false`). A
 * remote's shares are resolved when its entry loads, unless they are host-only and reached through
 * a page's lazy chunk: then SWR is fetched only for a page that uses it, never for a medical page.
 * The shell always provides it (shell/src/remotes/host-shares.ts), so a remote needs no copy of
 * its own. The router is the subset, as in the shell.
 */
export const remoteShares = {
  ...sharedSingletons,
  'react-router-dom': { ...sharedSingletons['react-router-dom'], import: ROUTER_SUBSET },
  swr: { ...sharedSingletons.swr, import: false as const },
};
