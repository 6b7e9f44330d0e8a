import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { singletonPackages } from '@clinic/contracts/federation/shared-singletons';
import { nativeImport } from './native-import.mjs';

const registered = new Set<string>();

/**
 * Lets the server builds deployed under `webRoot` import the shared singletons from this
 * package's dependencies (singleton-hooks.mjs says why). Once per web root per process.
 */
function provideSingletons(webRoot: string): void {
  const deployedRootUrl = pathToFileURL(path.resolve(webRoot) + path.sep).href;
  if (registered.has(deployedRootUrl)) return;
  registered.add(deployedRootUrl);
  register('./singleton-hooks.mjs', import.meta.url, {
    data: { packages: [...singletonPackages], deployedRootUrl, providerUrl: import.meta.url },
  });
}

/**
 * Imports an app's server build (`dist/server/entry.mjs`). The version goes into the URL, so a
 * redeployed build is a new module while the old one keeps serving requests already under way.
 */
export async function importServerBuild(
  webRoot: string,
  file: string,
  version: string,
): Promise<unknown> {
  provideSingletons(webRoot);
  const url = pathToFileURL(file);
  url.searchParams.set('v', version);
  return nativeImport(url.href);
}
