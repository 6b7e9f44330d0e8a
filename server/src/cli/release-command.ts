import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp, siteIsLive } from '@clinic/api';
import { injectedApi } from '@clinic/page-host';
import {
  approvalNeeded,
  candidateAnswer,
  isCandidate,
  promoteCandidate,
  releaseCandidates,
  formatReleases,
  PointerMoved,
  ReleaseInProgress,
  releaseBuild,
  rollBack,
  type ReleaseContext,
  type ReleaseOutcome,
  openReleaseStore,
  UnreleasableBuild,
  releasePointers,
  stageBuild,
  type Served,
  waitUntilServed,
  endPreview,
  fetchReleases,
  releaseTarget,
  sendPromote,
  sendRelease,
  sendRollback,
  type SiteAnswer,
} from '@clinic/releases';
import { appFolders } from '@clinic/contracts/federation/page-host-contract';
import { staffSiteOf } from '../config/staff-site';
import { siteConfigOrExit } from './site-config';

/**
 * `pnpm release <app> [--prebuilt | --from <dir>] [--to <site>]`, `pnpm rollback <app> [release]
 * [--to <site>]` and `pnpm releases [app] [--to <site>]` (README "Releasing one app"). On the
 * site's machine they work on its store and database, gating against the live site and its real
 * data (the API is built here and closed at the end). With `--to` (or RELEASE_TARGET) they send
 * the build, or the request, to the site over HTTPS with a deploy token (RELEASE_TOKEN), and the
 * site does the same there.
 */
const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));
const APPS = appFolders;
/** Where the user ran the command from (pnpm runs it inside the server package). */
const userDir = process.env.INIT_CWD ?? process.cwd();

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', REPOSITORY, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
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

const refusal = (app: string, id: string | null | undefined, reasons: readonly string[]) =>
  `${app}${id ? ` ${id}` : ''} refused; nothing visitors see has changed:\n${reasons.map((r) => `  - ${r}`).join('\n')}`;

/** What the command did, and (servers sharing the database) whether one of them serves it. */
interface Done {
  readonly outcome: ReleaseOutcome;
  readonly served?: Served;
}

/** A candidate: not live; its preview link, the pages it changes, and what makes it live. */
function reportCandidate(body: {
  message?: string;
  previewUrl?: string | null;
  changedPages?: readonly string[];
}) {
  process.stdout.write(`${body.message}\n`);
  if (body.previewUrl) process.stdout.write(`  preview: ${body.previewUrl}\n`);
  const changed = body.changedPages ?? [];
  process.stdout.write(
    `  changed pages: ${changed.length ? changed.join(', ') : 'none (main content as live)'}\n`,
  );
}

function report(app: string, { outcome, served }: Done) {
  if (isCandidate(outcome)) return reportCandidate(candidateAnswer(outcome.candidate));
  if (!outcome.live) fail(refusal(app, outcome.release?.id, outcome.reasons));
  // "Live" means a visitor gets it: never said before a server composes pages from it.
  if (served && !served.served) fail(served.why);
  process.stdout.write(`${app} ${outcome.release.id} is live (gate passed).\n`);
  if (served?.served) process.stdout.write(`  served by ${served.by}\n`);
  for (const id of outcome.removed) process.stdout.write(`  removed old release ${id}\n`);
}

function reportAnswer(app: string, { ok, status, body }: SiteAnswer) {
  if (status === 202 && body.candidate) return reportCandidate(body);
  if (ok && body.live === true && !body.gate && body.message) {
    process.stdout.write(`${body.message}\n`);
    return;
  }
  if (ok && body.live === true) {
    process.stdout.write(`${app} ${body.release} is live on the site (gate passed).\n`);
    for (const id of body.removed ?? []) process.stdout.write(`  removed old release ${id}\n`);
    return;
  }
  if (status === 422 && body.gate) fail(refusal(app, body.release, body.gate.reasons));
  fail(`The site refused (${status}): ${body.message ?? 'no reason given'}`);
}

async function withSite<T>(
  task: (context: ReleaseContext, shared: { databaseUrl?: string }) => Promise<T>,
) {
  const config = siteConfigOrExit();
  const app = await buildApp({ ...config, logLevel: 'warn' });
  try {
    return await task(
      {
        api: injectedApi(app),
        webRoot: config.webRoot,
        store: openReleaseStore(config.releasesDir, releasePointers(app, config)),
        by: releasedBy(),
        keepHours: config.releaseKeepHours,
        gateLimits: config.releaseGate,
        candidates: releaseCandidates(app.db, { candidateHours: config.releaseCandidateHours }),
        needsApproval: approvalNeeded(config.releaseApproval, siteIsLive(config)),
        previewOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
        staffSite: staffSiteOf(config),
      },
      config,
    );
  } catch (error) {
    if (
      error instanceof UnreleasableBuild ||
      error instanceof ReleaseInProgress ||
      error instanceof PointerMoved
    )
      fail(`Not released: ${error.message}`);
    throw error;
  } finally {
    await app.close();
  }
}

/**
 * Releases (or rolls back) on this machine; with the pointers in a database other servers read
 * (DATABASE_URL), then waits until one of them composes pages from it.
 */
const switchHere = (folder: string, change: (context: ReleaseContext) => Promise<ReleaseOutcome>) =>
  withSite(async (context, { databaseUrl }): Promise<Done> => {
    const outcome = await change(context);
    if (!outcome.live || !databaseUrl) return { outcome };
    return { outcome, served: await waitUntilServed(context.store, folder, outcome.release.id) };
  });

/** The arguments without `--to <site>`, and the site when one is named (or RELEASE_TARGET). */
function splitTarget(args: string[]) {
  const at = args.indexOf('--to');
  if (at === -1) return { rest: args, to: process.env.RELEASE_TARGET || undefined };
  const to = args[at + 1];
  if (!to || to.startsWith('--')) fail("--to needs the site's address: --to https://…");
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], to };
}

const [command, ...args] = process.argv.slice(2);
const { rest, to } = splitTarget(args);
const remote = to === undefined ? undefined : releaseTarget(to, process.env);
if (remote && 'error' in remote) fail(remote.error);
/** The site and token, for the functions below (the narrowing above does not reach them). */
const site = remote && !('error' in remote) ? remote : undefined;
const [app, ...options] = rest;

if (command === 'list') {
  if (app && !APPS.includes(app)) fail(`Unknown app ${app}: one of ${APPS.join(', ')}`);
  if (remote) {
    const answer = await fetchReleases(remote.site, remote.token, app);
    if (!answer.ok) fail(`The site refused (${answer.status}): ${answer.body.message}`);
    process.stdout.write(answer.body.text ?? '');
  } else
    process.stdout.write(
      await withSite((context) =>
        formatReleases(context.store, app ? [app] : APPS, context.candidates),
      ),
    );
} else if (command === 'release' && (app === 'promote' || app === 'end-preview')) {
  const [target, id] = options;
  if (!target || !APPS.includes(target) || !id)
    fail(`Usage: pnpm release ${app} <app> <release id>, where <app> is one of ${APPS.join(', ')}`);
  if (app === 'promote') await promote(target, id);
  else await closePreview(target, id);
} else {
  if (!app || !APPS.includes(app))
    fail(`Usage: pnpm ${command} <app> …, where <app> is one of ${APPS.join(', ')}`);
  if (command === 'release') {
    const preview = options.includes('--preview');
    const build = stageBuild(
      REPOSITORY,
      app,
      options.filter((option) => option !== '--preview'),
      userDir,
    );
    if ('error' in build) fail(build.error);
    try {
      if (remote)
        reportAnswer(
          app,
          await sendRelease(remote.site, remote.token, app, build.dir, commitOf(app), preview),
        );
      else
        report(
          app,
          await switchHere(app, (context) =>
            releaseBuild(context, app, build.dir, commitOf(app), { preview }),
          ),
        );
    } finally {
      build.cleanUp();
    }
  } else if (command === 'rollback') {
    if (remote) reportAnswer(app, await sendRollback(remote.site, remote.token, app, options[0]));
    else report(app, await switchHere(app, (context) => rollBack(context, app, options[0])));
  } else fail(`Unknown command ${command}`);
}

/** `pnpm release promote <app> <id>`: a candidate goes live where no approval is needed. */
async function promote(target: string, id: string) {
  if (site) return reportAnswer(target, await sendPromote(site.site, site.token, target, id));
  const answer = await withSite(async (context, { databaseUrl }) => {
    const promoted = await promoteCandidate(context, target, id);
    if (promoted.status !== 200 || !databaseUrl) return { promoted };
    return { promoted, served: await waitUntilServed(context.store, target, id) };
  });
  if (answer.promoted.status !== 200) fail(`Not promoted: ${answer.promoted.message}`);
  if (answer.served && !answer.served.served) fail(answer.served.why);
  process.stdout.write(`${answer.promoted.message}\n`);
  for (const removed of answer.promoted.removed ?? [])
    process.stdout.write(`  removed old release ${removed}\n`);
}

/** `pnpm release end-preview <app> <id>`: the candidate's preview link opens nothing any more. */
async function closePreview(target: string, id: string) {
  if (site) {
    const answer = await endPreview(site.site, site.token, target, id);
    if (!answer.ok) fail(`The site refused (${answer.status}): ${answer.body.message}`);
    process.stdout.write(`${answer.body.message}\n`);
    return;
  }
  const ended = await withSite(async (context) => context.candidates?.revokePreview(target, id));
  if (!ended) fail(`${target} ${id} has no open preview`);
  process.stdout.write(`The preview of ${target} ${id} has ended.\n`);
}
