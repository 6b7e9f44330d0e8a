import { registerRemotes } from '@module-federation/runtime';
import type { RemoteName } from '@clinic/shared/federation/remote-name';

/** Where each remote's entry lives, as the boot data (from `remotes.json`) says. */
export type RemoteLocations = Readonly<Record<RemoteName, string>>;

let registered: RemoteLocations | null = null;

/** Registers every remote with the federation runtime, once per page. */
export function registerRemoteLocations(locations: RemoteLocations): void {
  registered = locations;
  registerRemotes(
    Object.entries(locations).map(([name, entry]) => ({ name, entry, type: 'module' as const })),
  );
}

/**
 * Makes the runtime forget a remote that failed, so the next load fetches its entry afresh
 * instead of replaying the cached failure.
 */
export function forgetRemote(name: RemoteName): void {
  const entry = registered?.[name];
  if (entry) registerRemotes([{ name, entry, type: 'module' }], { force: true });
}
