import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { singletonPackages } from '@clinic/contracts/federation/shared-singletons';

/** Where a sandbox's builds find the federated singletons, and what it may read to load them. */
export interface SingletonFolders {
  /** Per singleton package: a file URL inside its installed folder, to resolve it from. */
  readonly anchors: Readonly<Record<string, string>>;
  /** The folders a sandbox must read: each package's, and the folder its dependencies link from. */
  readonly readable: readonly string[];
}

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** A package's installed folder (links followed), as Node would find it from `from`. */
function installedFolder(name: string, from: string): string | undefined {
  for (const dir of createRequire(from).resolve.paths(name) ?? []) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
  }
  return undefined;
}

/** The `node_modules` folder a package sits in (pnpm's `.pnpm/<id>/node_modules`). */
const linkFolderOf = (name: string, folder: string) =>
  path.resolve(folder, ...name.split('/').map(() => '..'));

/**
 * A link that leads out of the installed packages would let a sandbox read what it leads to
 * (Node's permission model follows links: decision 0064), such as a workspace package's folder
 * with the site's database beside it. Refused, so a changed install layout fails loudly.
 */
function assertOnlyPackageLinks(folder: string) {
  const entries = fs.readdirSync(folder, { withFileTypes: true });
  for (const entry of entries) {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name.startsWith('@')) assertOnlyPackageLinks(at);
    if (!entry.isSymbolicLink()) continue;
    const target = fs.realpathSync(at);
    if (!target.split(path.sep).includes('node_modules'))
      throw new Error(`a sandbox reading ${folder} could follow ${at} to ${target}`);
  }
}

/**
 * The singletons as installed beside `from` (the page host), with everything they import: a
 * sandbox reads these folders and nothing else of the installation, so the workspace's own
 * packages (and a data folder inside one) stay out of its reach.
 */
export function singletonFolders(from: string): SingletonFolders {
  const anchors: Record<string, string> = {};
  const readable = new Set<string>();
  const visit = (name: string, resolveFrom: string, optional: boolean) => {
    const folder = installedFolder(name, resolveFrom);
    if (!folder) {
      if (optional) return;
      throw new Error(`${name} is not installed beside ${resolveFrom}`);
    }
    if (readable.has(folder)) return;
    readable.add(folder);
    const links = linkFolderOf(name, folder);
    assertOnlyPackageLinks(links);
    readable.add(links);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(folder, 'package.json'), 'utf8'),
    ) as PackageJson;
    const inside = path.join(folder, 'package.json');
    for (const dependency of Object.keys(manifest.dependencies ?? {}))
      visit(dependency, inside, false);
    for (const dependency of Object.keys({
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    }))
      visit(dependency, inside, true);
  };
  for (const name of singletonPackages) {
    visit(name, from, false);
    anchors[name] = pathToFileURL(path.join(installedFolder(name, from)!, 'package.json')).href;
  }
  return { anchors, readable: [...readable] };
}
