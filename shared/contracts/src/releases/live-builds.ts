/**
 * What the page host needs to know of the releases (decision 0083), written once here so the
 * page host (which composes pages and serves the apps' files) never imports the releases package
 * that implements it over its store (`@clinic/releases`). Without it the page host serves each
 * app's build folder under the web root, as it does before an app's first release.
 */

/** A release's id: 12 hex characters of its files' hash, also its folder's name. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;

/** One released build of an app. */
export interface LiveBuild {
  /** The release id. */
  readonly release: string;
  /** The folder its files are in. */
  readonly files: string;
}

/** Where the files of each app's live build are, and whether they are the ones the gate passed. */
export interface LiveBuilds {
  /**
   * The app's live release, only when the gate passed it and its files are the ones it gated:
   * a pointer to anything else is never followed (undefined: serve the app's build folder).
   */
  live(app: string): Promise<LiveBuild | undefined>;
  /** The app's releases still kept that the gate passed, newest first. */
  kept(app: string): readonly LiveBuild[];
  /** Whether the gate passed this release of the app (only those files are ever served). */
  passedGate(app: string, release: string): boolean;
  /** The folder every release of the app is kept under (it may not exist yet). */
  home(app: string): string;
  /** The folder holding every app's releases, `<root>/<app>/<release>/…`. */
  readonly root: string;
  /**
   * Calls `switched` as soon as an app's live pointer may have changed on this machine (a
   * release, rollback or promotion by another process); returns what stops it. Without it, the
   * page host sees a switch when it next looks, at most a second after it was last asked.
   */
  watch?(switched: () => void): () => void;
}
