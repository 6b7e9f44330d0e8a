import type { ReleaseStore } from './release-store';

/** How long a replaced release stays served: a tab opened before the switch keeps loading. */
export const DEFAULT_KEEP_HOURS = 24;
/** Releases last live that are kept whatever their age, so a rollback never needs a rebuild. */
const KEEP_LAST_LIVE = 3;

/**
 * The releases of `app` that no page can still name: not live, not live within `keepHours`, not
 * among the last few live, and (never activated: refused or not yet gated) older than
 * `keepHours`. A page is composed from the live release only, so one that was live within the
 * window is the newest any open tab can hold (decision 0026).
 */
export async function releasesPastKeeping(
  store: ReleaseStore,
  app: string,
  { keepHours = DEFAULT_KEEP_HOURS, now = new Date() } = {},
): Promise<string[]> {
  const since = now.getTime() - keepHours * 3_600_000;
  const active = (await store.active(app))?.release;
  // The build folder kept at the first release was live until then: it counts as an activation.
  // The history every server shares: a release another server made live counts as much.
  const activations = (await store.history(app)).filter(
    (event) => event.event === 'activated' || event.event === 'baseline',
  );
  /** When each release stopped being live: the next activation of another release. */
  const liveUntil = new Map<string, number>();
  activations.forEach((event, index) => {
    const next = activations.slice(index + 1).find((later) => later.release !== event.release);
    liveUntil.set(event.release, next ? Date.parse(next.at) : Number.POSITIVE_INFINITY);
  });
  const lastLive = [...new Set(activations.map((event) => event.release).reverse())].slice(
    0,
    KEEP_LAST_LIVE,
  );
  return store
    .list(app)
    .filter((release) => {
      if (release.id === active || lastLive.includes(release.id)) return false;
      const until = liveUntil.get(release.id) ?? Date.parse(release.createdAt);
      return until < since;
    })
    .map((release) => release.id);
}
