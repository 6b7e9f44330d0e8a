import fs from 'node:fs';
import path from 'node:path';
import type { LiveBuild, LiveBuilds } from '@clinic/contracts/releases/live-builds';

/** Where released files are served: `/releases/<app folder>/<release id>/…`, for good. */
export const RELEASES_URL_PREFIX = '/releases/';

export interface ReleaseSource {
  builds: LiveBuilds;
  /** Releases to read instead of the live ones, by app folder (the gate's candidate). */
  pinned?: Readonly<Record<string, LiveBuild>>;
}

/** Where an app's files are read from. */
export interface AppSource {
  dist: string;
  /** Its live (or pinned) release; undefined: its build folder under the web root. */
  release?: string;
  /** Identifies the files: a release id, or the build folder's file stamps. */
  stamp: () => string;
}

/** A deploy that rewrites files with the same size in the same millisecond goes unnoticed. */
function stamp(files: string[]): string {
  return files
    .map((file) => {
      try {
        const stat = fs.statSync(file);
        return `${stat.mtimeMs}:${stat.size}`;
      } catch {
        return '-';
      }
    })
    .join('|');
}

/**
 * An app's live release when it has one (decision 0026); until its first release, its build
 * folder under the web root, identified by the stamps of `files` there.
 */
export async function appSource(
  webRoot: string,
  releases: ReleaseSource | undefined,
  folder: string,
  files: readonly string[],
): Promise<AppSource> {
  // A pointer to a release the gate did not pass, or whose files are not the ones it gated, is
  // never followed (LiveBuilds.live): the app is served as if it had no release.
  const build = releases?.pinned?.[folder] ?? (await releases?.builds.live(folder));
  if (build)
    return {
      dist: build.files,
      release: build.release,
      stamp: () => `release:${build.release}`,
    };
  const dist = path.join(webRoot, folder, 'dist');
  return {
    dist,
    stamp: () => stamp(files.map((file) => path.join(dist, file))),
  };
}
