/**
 * The shell's only contact with the federation runtime, loaded when a page first needs a remote:
 * a page with nothing to hydrate starts without it (decision 0057). The monolithic benchmark
 * build (`e2e/bench/monolith/`) replaces this one module with the remotes' source.
 */
import type * as Federation from '@module-federation/runtime';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import { SHARE_STRATEGY } from '@clinic/contracts/federation/shared-singletons';

/** Where each remote's entry lives, as the boot data (from `remotes.json`) says. */
let registered: Readonly<Partial<Record<RemoteName, string>>> = {};
let runtime: Promise<typeof Federation> | null = null;
let retries = 0;
const RETRY_DELAY_MS = 400;

export const registerRemoteLocations = (locations: typeof registered) =>
  void (registered = locations);

const moduleRemote = (name: string, entry: string) => ({ name, entry, type: 'module' as const });

async function startRuntime(): Promise<typeof Federation> {
  const [federation, core, { hostShares }] = await Promise.all([
    import('@module-federation/runtime'),
    import('@module-federation/runtime/core'),
    import('./host-shares'),
  ]);
  // The remotes are built with `experiments.externalRuntime`: they use the page's one core.
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= core;
  const remotes = Object.entries(registered).map(([name, entry]) => moduleRemote(name, entry!));
  federation.init({ name: 'shell', remotes, shared: hostShares, shareStrategy: SHARE_STRATEGY });
  return federation;
}

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
    // A new URL, as the module map remembers a failed import; the entry is never cached anyway.
    if (entry && runtime) {
      const fresh = `${entry}${entry.includes('?') ? '&' : '?'}retry=${++retries}`;
      (await runtime).registerRemotes([moduleRemote(name, fresh)], { force: true });
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return loadPages(name);
  }
}
