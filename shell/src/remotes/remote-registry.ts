import { registerRemotes } from '@module-federation/runtime';
import type { RemoteName } from '@clinic/shared/routes/route-table';

/** Where each remote's entry lives, as `remotes.json` beside the shell says at run time. */
export type RemoteLocations = Record<RemoteName, string>;

const REMOTES_MANIFEST_URL = '/remotes.json';

let locations: Promise<RemoteLocations> | null = null;

async function fetchLocations(): Promise<RemoteLocations> {
  // no-cache: a remote redeployed elsewhere must be found at the next page load.
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const found = (await response.json()) as RemoteLocations;
  registerRemotes(
    Object.entries(found).map(([name, entry]) => ({ name, entry, type: 'module' as const })),
  );
  return found;
}

/** Reads remotes.json once per page and registers every remote with the federation runtime. */
export function ensureRemotesRegistered(): Promise<RemoteLocations> {
  locations ??= fetchLocations().catch((error: unknown) => {
    locations = null; // let the next attempt try again
    throw error;
  });
  return locations;
}

/**
 * Makes the runtime forget a remote that failed, so the next load fetches its entry afresh
 * instead of replaying the cached failure.
 */
export async function forgetRemote(name: RemoteName): Promise<void> {
  const found = await ensureRemotesRegistered();
  registerRemotes([{ name, entry: found[name], type: 'module' }], { force: true });
}
