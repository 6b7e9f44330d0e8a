import type * as Federation from '@module-federation/runtime';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import { SHARE_STRATEGY } from '@clinic/contracts/federation/shared-singletons';

/**
 * The shell's only contact with the federation runtime, loaded only when a page first needs a
 * remote, so a page with nothing to hydrate starts without it (decision 0057). The monolithic
 * benchmark build (`e2e/bench/monolith/`) replaces this one module with the remotes' source.
 */

/** Where each remote's entry lives, as the boot data (from `remotes.json`) says. */
export type RemoteLocations = Readonly<Partial<Record<RemoteName, string>>>;

let registered: RemoteLocations = {};
let runtime: Promise<typeof Federation> | null = null;
let retries = 0;

async function startRuntime(): Promise<typeof Federation> {
  const [federation, core, { hostShares }] = await Promise.all([
    import('@module-federation/runtime'),
    import('@module-federation/runtime/core'),
    import('./host-shares'),
  ]);
  // The remotes are built with `experiments.externalRuntime`: they find the page's one
  // runtime-core here instead of bundling a second copy.
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= core;
  const remotes = Object.entries(registered).map(([name, entry]) => ({
    name,
    entry: entry!,
    type: 'module' as const,
  }));
  federation.init({ name: 'shell', remotes, shared: hostShares, shareStrategy: SHARE_STRATEGY });
  return federation;
}

export function registerRemoteLocations(locations: RemoteLocations): void {
  registered = locations;
}

const RETRY_DELAY_MS = 400;

async function loadPages(name: RemoteName): Promise<unknown> {
  runtime ??= startRuntime().catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return (await (await runtime).loadRemote<{ default: unknown }>(`${name}/pages`))?.default;
}

/** A remote's exposed `./pages`; a flaky network gets one quiet retry before the fallback. */
export async function importRemotePages(name: RemoteName): Promise<unknown> {
  try {
    return await loadPages(name);
  } catch {
    const entry = registered[name];
    // A new URL: the browser's module map remembers a failed import of the old one. The entry is
    // never cached (no-cache), so the query costs nothing.
    if (entry && runtime) {
      const fresh = `${entry}${entry.includes('?') ? '&' : '?'}retry=${++retries}`;
      (await runtime).registerRemotes([{ name, entry: fresh, type: 'module' }], { force: true });
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return loadPages(name);
  }
}
