import fs from 'node:fs';
import path from 'node:path';
import {
  FEDERATION_MANIFEST_FILE,
  PAGE_MANIFEST_FILE,
  REMOTE_ENTRY_FILE,
  SERVER_ENTRY_FILE,
} from '@clinic/contracts/federation/page-host-contract';
import type { PageManifest } from '@clinic/contracts/federation/page-manifest';
import { remoteFolders, type RemoteName } from '@clinic/contracts/federation/remote-name';
import type { RemoteServerRef } from '../sandbox/sandbox-messages';
import { serverBuildRef } from '../sandbox/server-build-ref';
import { appSource, RELEASES_URL_PREFIX, type ReleaseSource } from './app-source';
import { buildHomes } from './build-homes';
import { baseOf, readPreload, type Preload } from './remote-preload';

/** What the page host takes from one remote's build. */
export interface RemoteBuild {
  stamp: string;
  /** Where the browser loads it from: the release's own URL, when it came from one. */
  entryUrl: string;
  /** The release it was read from; undefined: its build under the web root. */
  release?: string;
  manifest: PageManifest;
  /** Its server build, which a sandbox loads (never this process: decision 0064). */
  server: RemoteServerRef;
  preload: Preload;
}

/** The files of a remote whose change is a new build of it. */
const REMOTE_FILES = [PAGE_MANIFEST_FILE, SERVER_ENTRY_FILE, FEDERATION_MANIFEST_FILE];

/**
 * A remote's source, with the URL its entry is served at: its release's own URL, or where the
 * shell's `remotes.json` says (a build folder, perhaps on another host).
 */
async function remoteSource(
  webRoot: string,
  releases: ReleaseSource | undefined,
  name: RemoteName,
  configuredEntry: string,
) {
  const folder = remoteFolders[name];
  const source = await appSource(webRoot, releases, folder, REMOTE_FILES);
  if (source.release)
    return {
      ...source,
      entryUrl: `${RELEASES_URL_PREFIX}${folder}/${source.release}/${REMOTE_ENTRY_FILE}`,
    };
  return { ...source, entryUrl: configuredEntry, stamp: () => source.stamp() + configuredEntry };
}

/**
 * Reads a remote's page manifest and where its server build is; `previous` again when its files
 * have not changed, and also when they cannot be read while its folder exists (a half-copied
 * remote keeps its last good build). Undefined once its folder is gone.
 */
export async function loadRemoteBuild(
  webRoot: string,
  releases: ReleaseSource | undefined,
  name: RemoteName,
  configuredEntry: string,
  log: { warn(obj: object, msg: string): void },
  previous: RemoteBuild | undefined,
): Promise<RemoteBuild | undefined> {
  const source = await remoteSource(webRoot, releases, name, configuredEntry);
  const current = source.stamp();
  if (previous?.stamp === current) return previous;
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(source.dist, PAGE_MANIFEST_FILE), 'utf8'),
    ) as PageManifest;
    // Versioned by the files' stamp: a change to the server build alone is a new module too.
    const server = serverBuildRef(
      path.join(source.dist, SERVER_ENTRY_FILE),
      source.dist,
      current,
      buildHomes(webRoot, releases, remoteFolders[name]),
    );
    if (!server) throw new Error(`${SERVER_ENTRY_FILE} is missing`);
    return {
      stamp: current,
      manifest,
      server: {
        ...server,
        name,
        assetBase: baseOf(source.entryUrl),
      },
      preload: readPreload(source.dist, source.entryUrl),
      entryUrl: source.entryUrl,
      release: source.release,
    };
  } catch (error) {
    if (!fs.existsSync(source.dist)) return undefined;
    log.warn({ err: error, remote: name }, 'a remote could not be read; keeping its last release');
    return previous;
  }
}
