import { readFileSync } from 'node:fs';
import { findPackageJSON } from 'node:module';
import { pathToFileURL } from 'node:url';
import { singletonPackages } from '@clinic/contracts/federation/shared-singletons';

/**
 * The name of the build-time constant that holds `sharedVersions(root)`: the shell offers each
 * singleton to the remotes under the version it was built with, which a remote's
 * `requiredVersion` is checked against.
 */
export const SHARED_VERSIONS_CONSTANT = '__CLINIC_SHARED_VERSIONS__';

/** The installed version of every shared singleton, as resolved from the app at `root`. */
export function sharedVersions(root: string): Record<string, string> {
  const base = pathToFileURL(`${root}/`).href;
  return Object.fromEntries(
    singletonPackages.map((name) => {
      const file = findPackageJSON(name, base);
      if (!file) throw new Error(`${name} is not installed for ${root}`);
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
      return [name, version];
    }),
  );
}
