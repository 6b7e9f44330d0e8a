import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseStore } from '../releases/release-store';

/** Where released files are served: `/releases/<app folder>/<release id>/…`, for good. */
export const RELEASES_URL_PREFIX = '/releases/';

export interface ReleaseSource {
  store: ReleaseStore;
  /** Releases to read instead of the live ones, by app folder (the gate's candidate). */
  pinned?: Readonly<Record<string, string>>;
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
  const pinned = releases?.pinned?.[folder];
  const active = pinned ? undefined : (await releases?.store.active(folder))?.release;
  // A pointer to a release the gate did not pass (written by hand, or its record lost), or whose
  // files are not the ones it gated, is never followed: the app is served as if it had no release.
  const followed = active && (await releases?.store.passedIntact(folder, active));
  const id = pinned ?? (followed ? active : undefined);
  if (releases && id)
    return {
      dist: releases.store.filesOf(folder, id),
      release: id,
      stamp: () => `release:${id}`,
    };
  const dist = path.join(webRoot, folder, 'dist');
  return {
    dist,
    stamp: () => stamp(files.map((file) => path.join(dist, file))),
  };
}
