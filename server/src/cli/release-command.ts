import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@clinic/api/app';
import { ConfigError, loadConfig } from '@clinic/api/config/env';
import {
  releaseBuild,
  rollBack,
  type ReleaseOutcome,
} from '@clinic/page-host/releases/release-flow';
import { openReleaseStore } from '@clinic/page-host/releases/release-store';
import { appFolders } from '@clinic/shared/federation/page-host-contract';
import { releasePointers } from '../release-pointers';
import { formatReleases } from './format-releases';

/**
 * `pnpm release <app> [--prebuilt | --from <dir>]`, `pnpm rollback <app> [release]` and
 * `pnpm releases [app]` (README "Releasing one app"). Releasing and rolling back gate the release
 * against the live site and its real data (the API is built here, on the same database, and
 * closed at the end); listing reads the store only.
 */
const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));
/** The shell and the three remotes, by folder: each is released on its own. */
const APPS = appFolders;
/** Where the user ran the command from (pnpm runs it inside the server package). */
const userDir = process.env.INIT_CWD ?? process.cwd();

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', REPOSITORY, ...args], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** The commit the build comes from, marked when the app or shared had changes not committed. */
function commitOf(app: string): string {
  const commit = git('rev-parse', '--short=12', 'HEAD') ?? 'unknown';
  const dirty = git('status', '--porcelain', '--', app, 'shared');
  return dirty ? `${commit}+changes` : commit;
}

function releasedBy(): string {
  if (process.env.RELEASED_BY) return process.env.RELEASED_BY;
  const name = git('config', 'user.name');
  const email = git('config', 'user.email');
  if (name || email) return [name, email && `<${email}>`].filter(Boolean).join(' ');
  return os.userInfo().username;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function report(app: string, outcome: ReleaseOutcome) {
  if (outcome.live) {
    process.stdout.write(`${app} ${outcome.release.id} is live (gate passed).\n`);
    for (const id of outcome.removed) process.stdout.write(`  removed old release ${id}\n`);
    return;
  }
  const id = outcome.release ? ` ${outcome.release.id}` : '';
  fail(
    `${app}${id} refused; nothing visitors see has changed:\n${outcome.reasons.map((r) => `  - ${r}`).join('\n')}`,
  );
}

/** The build to release: made now, or one already made (`--prebuilt`), or any folder (`--from`). */
function buildToRelease(app: string, args: string[]): string {
  const from = args.indexOf('--from');
  if (from !== -1) {
    const dir = args[from + 1];
    if (!dir) fail('--from needs a folder: the build to release');
    return path.resolve(userDir, dir);
  }
  const dist = path.join(REPOSITORY, app, 'dist');
  if (!args.includes('--prebuilt')) {
    process.stdout.write(`› building ${app}\n`);
    execFileSync('pnpm', ['--filter', `./${app}`, 'build'], { cwd: REPOSITORY, stdio: 'inherit' });
  }
  if (!fs.existsSync(dist)) fail(`${app} has no build at ${dist}: run without --prebuilt`);
  return dist;
}

async function withSite<T>(task: (context: Parameters<typeof releaseBuild>[0]) => Promise<T>) {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const app = await buildApp({ ...config, logLevel: 'warn' });
  try {
    return await task({
      app,
      webRoot: config.webRoot,
      store: openReleaseStore(config.releasesDir, releasePointers(app, config)),
      by: releasedBy(),
      keepHours: config.releaseKeepHours,
    });
  } finally {
    await app.close();
  }
}

const [command, app, ...rest] = process.argv.slice(2);
if (command === 'list') {
  if (app && !APPS.includes(app)) fail(`Unknown app ${app}: one of ${APPS.join(', ')}`);
  process.stdout.write(
    await withSite((context) => formatReleases(context.store, app ? [app] : APPS)),
  );
} else {
  if (!app || !APPS.includes(app))
    fail(`Usage: pnpm ${command} <app> …, where <app> is one of ${APPS.join(', ')}`);
  if (command === 'release') {
    const dist = buildToRelease(app, rest);
    report(app, await withSite((context) => releaseBuild(context, app, dist, commitOf(app))));
  } else if (command === 'rollback') {
    report(app, await withSite((context) => rollBack(context, app, rest[0])));
  } else fail(`Unknown command ${command}`);
}
