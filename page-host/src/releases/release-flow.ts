import type { FastifyInstance } from 'fastify';
import { gateRelease } from './release-gate';
import type { ReleaseRecord, ReleaseStore } from './release-store';
import { releasesPastKeeping } from './retention';

export interface ReleaseContext {
  /** An app carrying the API: the gate reads the site's real data through it. */
  app: FastifyInstance;
  webRoot: string;
  store: ReleaseStore;
  /** Who releases: the git identity, or RELEASED_BY. */
  by: string;
  keepHours?: number;
  now?: () => Date;
}

export type ReleaseOutcome =
  | { readonly live: true; readonly release: ReleaseRecord; readonly removed: readonly string[] }
  | { readonly live: false; readonly release?: ReleaseRecord; readonly reasons: readonly string[] };

/** Gates a release already in the store and, if it passes, makes it live; then cleans up. */
async function gateAndActivate(
  context: ReleaseContext,
  folder: string,
  release: ReleaseRecord,
): Promise<ReleaseOutcome> {
  const { app, webRoot, store, by, now = () => new Date() } = context;
  const gate = await gateRelease(app, { webRoot, store, folder, id: release.id });
  if (!gate.passed) {
    store.record(folder, {
      at: now().toISOString(),
      event: 'refused',
      release: release.id,
      by,
      reasons: gate.reasons,
    });
    return { live: false, release, reasons: gate.reasons };
  }
  await store.activate(folder, release.id, by, now());
  const removed = await releasesPastKeeping(store, folder, {
    keepHours: context.keepHours,
    now: now(),
  });
  for (const id of removed) store.remove(folder, id, by, now());
  return { live: true, release, removed };
}

/**
 * `pnpm release`: the build in `fromDir` becomes an immutable release of `folder`, and goes live
 * if it passes the gate. A refused release stays in the store, unserved, until clean-up.
 */
export function releaseBuild(
  context: ReleaseContext,
  folder: string,
  fromDir: string,
  commit: string,
): Promise<ReleaseOutcome> {
  const release = context.store.create(folder, fromDir, {
    commit,
    releasedBy: context.by,
    now: context.now?.(),
  });
  return gateAndActivate(context, folder, release);
}

/**
 * `pnpm rollback`: the named release, or the one live before the current one, goes live again
 * through the same gate (the data or the other apps may have moved on since). No rebuild.
 */
export async function rollBack(
  context: ReleaseContext,
  folder: string,
  to?: string,
): Promise<ReleaseOutcome> {
  const { store } = context;
  const current = (await store.active(folder))?.release;
  const target =
    to ??
    store
      .history(folder)
      .filter((event) => event.event === 'activated' && event.release !== current)
      .map((event) => event.release)
      .reverse()
      .find((id) => store.get(folder, id));
  const release = target ? store.get(folder, target) : undefined;
  if (!release)
    return {
      live: false,
      reasons: [
        to ? `${folder} has no release ${to}` : `${folder} has no earlier release to go back to`,
      ],
    };
  return gateAndActivate(context, folder, release);
}
