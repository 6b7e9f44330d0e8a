import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseSource } from './app-source';

/**
 * Where any build of an app is read from: its releases' folder (made now, so a sandbox started
 * before the first release may read it: Node's permission model grants folders that exist) and
 * its build folder under the web root. A spare sandbox, started before its next build is known,
 * is allowed these (app-sandboxes.ts).
 */
export function buildHomes(
  webRoot: string,
  releases: ReleaseSource | undefined,
  appFolder: string,
): readonly string[] {
  const homes = [path.join(webRoot, appFolder, 'dist')];
  if (releases) {
    const releasesHome = releases.builds.home(appFolder);
    fs.mkdirSync(releasesHome, { recursive: true });
    homes.push(releasesHome);
  }
  return homes.filter((home) => fs.existsSync(home));
}
