import { loadRemote, loadShare, registerRemotes } from '@module-federation/runtime';
import type * as Swr from 'swr';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';

/**
 * The shell's only contact with the federation runtime: where remotes are, and how a remote's
 * `./pages` is fetched. The monolithic build (`e2e/bench/monolith/`, a benchmark baseline) replaces
 * this one module with direct imports of the remotes' source.
 */

/** Where each remote's entry lives, as the boot data (from `remotes.json`) says. */
export type RemoteLocations = Readonly<Record<RemoteName, string>>;

let registered: RemoteLocations | null = null;
let retries = 0;

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
  if (!entry) return;
  // A new URL too: the browser's module map remembers a failed import (or modulepreload) of the
  // old one. The entry is never cached (no-cache), so the query costs nothing.
  retries += 1;
  const fresh = `${entry}${entry.includes('?') ? '&' : '?'}retry=${retries}`;
  registerRemotes([{ name, entry: fresh, type: 'module' }], { force: true });
}

/** A remote's exposed `./pages` module, as the federation runtime fetches it. */
export async function importRemotePages(name: RemoteName): Promise<unknown> {
  const exposed = await loadRemote<{ default: unknown }>(`${name}/pages`);
  return exposed?.default;
}

/**
 * The swr singleton, asked of the runtime rather than imported: an import would make the plugin
 * load swr when the shell starts, on every page (decision 0021). The shell still provides its copy
 * (swr is in its share config), which the runtime picks unless a newer one is registered.
 */
export async function importSharedSwr(): Promise<typeof Swr> {
  const factory = await loadShare<typeof Swr>('swr');
  const swr = factory ? factory() : undefined;
  if (!swr) throw new Error('The federation runtime has no swr to share');
  return swr;
}
