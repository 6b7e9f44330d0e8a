import type * as Federation from '@module-federation/runtime';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import { SHARE_STRATEGY } from '@clinic/contracts/federation/shared-singletons';

/**
 * The shell's only contact with the federation runtime: where remotes are, and how a remote's
 * `./pages` is fetched. The runtime itself is loaded only when a page first needs a remote, so a
 * page with nothing to hydrate (a medical article) starts without it (decision 0057). The
 * monolithic build (`e2e/bench/monolith/`, a benchmark baseline) replaces this one module with
 * direct imports of the remotes' source.
 */

/** Where each remote's entry lives, as the boot data (from `remotes.json`) says. */
export type RemoteLocations = Readonly<Partial<Record<RemoteName, string>>>;

type Runtime = typeof Federation;

let registered: RemoteLocations | null = null;
let runtime: Promise<Runtime> | null = null;
let retries = 0;

const asRemotes = (locations: RemoteLocations) =>
  Object.entries(locations).map(([name, entry]) => ({ name, entry, type: 'module' as const }));

async function startRuntime(locations: RemoteLocations): Promise<Runtime> {
  const [federation, core, { hostShares }] = await Promise.all([
    import('@module-federation/runtime'),
    import('@module-federation/runtime/core'),
    import('./host-shares'),
  ]);
  // The remotes are built with `experiments.externalRuntime`: they use the page's one
  // runtime-core, which they find here, instead of bundling a second copy.
  const page = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  page._FEDERATION_RUNTIME_CORE ??= core;
  federation.init({
    name: 'shell',
    remotes: asRemotes(locations),
    shared: hostShares,
    shareStrategy: SHARE_STRATEGY,
  });
  return federation;
}

/** The federation runtime, started with every remote and the shell's singletons, once. */
function federationRuntime(): Promise<Runtime> {
  // A runtime that failed to load (a flaky network) is asked for again next time.
  runtime ??= startRuntime(registered ?? ({} as RemoteLocations)).catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

/** Remembers where every remote is: the runtime learns it when it starts. */
export function registerRemoteLocations(locations: RemoteLocations): void {
  registered = locations;
}

/**
 * Makes the runtime forget a remote that failed, so the next load fetches its entry afresh
 * instead of replaying the cached failure.
 */
export async function forgetRemote(name: RemoteName): Promise<void> {
  const entry = registered?.[name];
  if (!entry || !runtime) return;
  // A new URL too: the browser's module map remembers a failed import (or modulepreload) of the
  // old one. The entry is never cached (no-cache), so the query costs nothing.
  retries += 1;
  const fresh = `${entry}${entry.includes('?') ? '&' : '?'}retry=${retries}`;
  (await runtime).registerRemotes([{ name, entry: fresh, type: 'module' }], { force: true });
}

/** A remote's exposed `./pages` module, as the federation runtime fetches it. */
export async function importRemotePages(name: RemoteName): Promise<unknown> {
  const exposed = await (
    await federationRuntime()
  ).loadRemote<{ default: unknown }>(`${name}/pages`);
  return exposed?.default;
}
