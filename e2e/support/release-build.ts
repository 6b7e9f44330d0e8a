import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './site-server';

/**
 * One change to a source file: `from` must occur in it, and is replaced by `to`. Without `from`,
 * a new file holding `to` (which must not exist yet).
 */
export interface SourceEdit {
  file: string;
  from?: string;
  to: string;
}

function edit(root: string, { file, from, to }: SourceEdit) {
  const path = join(root, file);
  if (from === undefined) {
    writeFileSync(path, to, { flag: 'wx' });
    return;
  }
  const original = readFileSync(path, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} no longer contains: ${from}`);
  writeFileSync(path, original.replace(from, to));
}

/** The shared packages: each folder under `shared/` is `@clinic/<folder>`. */
const sharedPackages = new Set(
  readdirSync(join(repoRoot, 'shared'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name),
);

/**
 * A package's node_modules as links to the installed ones, except the shared packages, which
 * link to their copies under `shared` (so an edit there is what the build sees).
 */
function linkNodeModules(source: string, target: string, shared: string) {
  mkdirSync(target);
  for (const name of readdirSync(source)) {
    if (name === '@clinic') continue;
    if (name.startsWith('@')) {
      mkdirSync(join(target, name));
      for (const inner of readdirSync(join(source, name)))
        symlinkSync(join(source, name, inner), join(target, name, inner));
    } else symlinkSync(join(source, name), join(target, name));
  }
  mkdirSync(join(target, '@clinic'));
  const ours = existsSync(join(source, '@clinic')) ? readdirSync(join(source, '@clinic')) : [];
  for (const name of ours)
    if (sharedPackages.has(name)) symlinkSync(join(shared, name), join(target, '@clinic', name));
}

/**
 * What a team does to ship one app: change its source (and perhaps the `shared` it builds on),
 * build that app alone, and hand over its `dist`. Works on a copy, so the checkout stays as is.
 * Returns the folder of the new `dist`; the caller copies it into the deployed site.
 */
export function buildRelease(
  app: 'shell' | 'mf-content' | 'mf-blog' | 'mf-dashboard',
  edits: { app?: SourceEdit[]; shared?: SourceEdit[] },
): string {
  const work = mkdtempSync(join(tmpdir(), `${app}-release-`));
  cpSync(join(repoRoot, 'tsconfig.base.json'), join(work, 'tsconfig.base.json'));
  const shared = join(work, 'shared');
  cpSync(join(repoRoot, 'shared'), shared, {
    recursive: true,
    filter: (path) => !path.includes('node_modules'),
  });
  for (const name of sharedPackages)
    linkNodeModules(
      join(repoRoot, 'shared', name, 'node_modules'),
      join(shared, name, 'node_modules'),
      shared,
    );
  const appDir = join(work, app);
  cpSync(join(repoRoot, app), appDir, {
    recursive: true,
    filter: (path) => !path.includes('node_modules') && !path.includes('/dist'),
  });
  linkNodeModules(join(repoRoot, app, 'node_modules'), join(appDir, 'node_modules'), shared);
  for (const change of edits.shared ?? []) edit(shared, change);
  for (const change of edits.app ?? []) edit(appDir, change);

  const vite = join(repoRoot, app, 'node_modules', '.bin', 'vite');
  for (const mode of [[], ['--ssr']])
    execFileSync(vite, ['build', '--configLoader', 'runner', ...mode], {
      cwd: appDir,
      stdio: 'pipe',
    });
  return join(appDir, 'dist');
}

/** Replaces a deployed app's `dist` with a new one, as a deploy by copying does. */
export function deployRelease(webRoot: string, app: string, dist: string) {
  const deployed = join(webRoot, app, 'dist');
  rmSync(deployed, { recursive: true, force: true });
  cpSync(dist, deployed, { recursive: true });
  rmSync(join(dist, '..', '..'), { recursive: true, force: true });
}
