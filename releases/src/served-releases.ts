import os from 'node:os';
import { appFolders } from '@clinic/contracts/federation/page-host-contract';
import type { DeploymentWatcher } from '@clinic/page-host';
import type { ReleaseStore } from './release-store';

/** How often a server looks at the shared pointers with no visitor asking (reads: once a second). */
const TICK_MS = 500;

/** How the pointers hear that a server composes pages from a release (PointerStore.served). */
type Served = (app: string, version: number, server: string) => Promise<void>;

/**
 * For servers sharing the pointers in the database (decision 0072): the deployment is read
 * again every second whether or not a visitor asks, so a release is loaded as soon as it is
 * switched; and for each app whose pointer names the release pages are now composed from, the
 * pointer is told so, once per switch. `pnpm release` on a server machine waits for that before
 * it says "is live". Returns what stops it.
 */
export function reportServedReleases(
  store: ReleaseStore,
  deployments: DeploymentWatcher,
  served: Served,
  log: { warn(obj: object, msg: string): void },
): () => void {
  const server = `${os.hostname()} (process ${process.pid})`;
  /** The switch of each app this server last said it serves. */
  const reported = new Map<string, number>();
  let running = false;
  let stopped = false;
  const tick = async () => {
    // Never a read (and sandboxes started) once the server is closing.
    if (stopped) return;
    const { releases } = await deployments.current();
    for (const app of appFolders) {
      // Read after the deployment: a switch it did not see names another release, or the same
      // release again, which is then indeed what this server composes from.
      const pointer = await store.active(app);
      if (pointer?.version === undefined || reported.get(app) === pointer.version) continue;
      if (releases[app] !== pointer.release) continue;
      await served(app, pointer.version, server);
      reported.set(app, pointer.version);
    }
  };
  /** Logged once until it works again: a database away for a minute is one line, not 120. */
  let failing = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .then(
        () => (failing = false),
        (error: unknown) => {
          if (!failing) log.warn({ err: error }, 'served releases not reported');
          failing = true;
        },
      )
      .finally(() => (running = false));
  }, TICK_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
