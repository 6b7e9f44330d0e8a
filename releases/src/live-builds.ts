import type { LiveBuild, LiveBuilds } from '@clinic/contracts/releases/live-builds';
import { watchPointerFiles } from './pointer-watch';
import type { ReleaseStore } from './release-store';

/** The page host's view of the store (decision 0083): each app's live build and the kept ones. */
export function liveBuilds(store: ReleaseStore): LiveBuilds {
  return {
    root: store.root,
    async live(app) {
      const release = (await store.active(app))?.release;
      // A pointer to a release the gate did not pass (written by hand, or its record lost), or
      // whose files are not the ones it gated, is never followed.
      if (!release || !(await store.passedIntact(app, release))) return undefined;
      return { release, files: store.filesOf(app, release) };
    },
    kept: (app) =>
      store
        .list(app)
        .filter((release) => store.passedGate(app, release.id))
        .reverse()
        .map((release) => ({ release: release.id, files: store.filesOf(app, release.id) })),
    passedGate: (app, release) => store.passedGate(app, release),
    home: (app) => store.appDir(app),
    watch: (switched) => watchPointerFiles(store.root, switched),
  };
}

/** Releases read in place of the live ones, by app folder (the gate's and a preview's candidate). */
export const pinnedBuilds = (
  store: ReleaseStore,
  ids: Readonly<Record<string, string>>,
): Record<string, LiveBuild> =>
  Object.fromEntries(
    Object.entries(ids).map(([app, id]) => [app, { release: id, files: store.filesOf(app, id) }]),
  );
