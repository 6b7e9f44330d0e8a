import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuildRef } from './sandbox-messages';

/**
 * Where an app's server build is, for a sandbox to load; undefined when it has none. The version
 * goes into the URL, so a redeployed build is a new module.
 */
export function serverBuildRef(
  file: string,
  folder: string,
  version: string,
  homes: readonly string[],
): ServerBuildRef | undefined {
  if (!fs.existsSync(file)) return undefined;
  const url = pathToFileURL(file);
  url.searchParams.set('v', version);
  return { url: url.href, folder, version, homes };
}
