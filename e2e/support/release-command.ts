import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { runPnpm, type CommandResult } from './pnpm-command';
import type { RunningSite } from './site-server';

/** Runs a release command of the README (`pnpm release`, `pnpm rollback`) against `site`. */
export function runReleaseCommand(site: RunningSite, args: string[]): CommandResult {
  return runPnpm(args, { ...site.env, RELEASED_BY: 'e2e <e2e@clinic.test>' });
}

/** Makes a deploy token on the site's machine (`pnpm deploy-token create`) and returns it. */
export function createDeployToken(site: RunningSite, app: string, name: string): string {
  const made = runPnpm(['deploy-token', 'create', app, '--name', name], site.env);
  const secret = /clinic_deploy_\S+/.exec(made.output)?.[0];
  if (made.status !== 0 || !secret) throw new Error(`no deploy token made:\n${made.output}`);
  return secret;
}

/**
 * Runs a release command as a team's CI does, from elsewhere: over HTTP with `token`, and none
 * of the site's own settings (its data folder or database) in its environment.
 */
export function runRemoteReleaseCommand(
  site: RunningSite,
  token: string,
  args: string[],
): CommandResult {
  return runPnpm([...args, '--to', site.baseURL], { RELEASE_TOKEN: token });
}

/**
 * A copy of the site's build of `app` that differs by one file: a new release of the same code,
 * as a team's rebuild with an unrelated change would be.
 */
export function variantOfBuild(site: RunningSite, app: string, marker: string): string {
  const dir = mkdtempSync(join(tmpdir(), `clinic-${app}-`));
  cpSync(join(site.webRoot, app, 'dist'), dir, { recursive: true });
  writeFileSync(join(dir, 'release-note.txt'), marker);
  return dir;
}

/** Files whose text names other files of the build. */
const TEXT_FILE = /\.(?:js|mjs|css|html|json|svg)$/;

/**
 * A copy of the shell's build in which every file under `assets/` has another name (`-<marker>`
 * before its extension), and every file that named one names the new one: a rebuild whose
 * chunks all changed. A tab composed by one such release asks for files no other release has.
 * Precompressed copies are left out (the server then sends the file itself).
 */
export function renamedShellBuild(site: RunningSite, marker: string): string {
  const dir = variantOfBuild(site, 'shell', marker);
  const files = (readdirSync(dir, { recursive: true }) as string[]).map((file) => join(dir, file));
  for (const file of files.filter((f) => /\.(?:br|gz)$/.test(f))) rmSync(file);
  const assets = readdirSync(join(dir, 'assets')).filter((name) => !/\.(?:br|gz)$/.test(name));
  const renamed = new Map(
    assets.map((name) => [
      name,
      `${name.slice(0, -extname(name).length)}-${marker}${extname(name)}`,
    ]),
  );
  // Longest first: no name is rewritten inside a longer one.
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  for (const file of files.filter((f) => TEXT_FILE.test(f) && !/\.(?:br|gz)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(pattern, (name) => renamed.get(name)!);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  for (const [name, next] of renamed)
    renameSync(join(dir, 'assets', name), join(dir, 'assets', next));
  return dir;
}

/** The shell entry a composed page's start plan names: which shell release composed it. */
export async function shellEntryNamedBy(site: RunningSite, path: string) {
  const html = await (await fetch(`${site.baseURL}${path}`)).text();
  return /"entry":"(\/assets\/[^"]+)"/.exec(html)?.[1];
}

/** The release id of `app` a composed page names (its entry's release-scoped URL). */
export async function releaseNamedBy(site: RunningSite, path: string, app: string) {
  const html = await (await fetch(`${site.baseURL}${path}`)).text();
  return new RegExp(`/releases/${app}/([0-9a-f]{12})/remoteEntry\\.js`).exec(html)?.[1];
}
