import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type ServerProcess, startServerProcess } from '../test/helpers/server-process';

/**
 * `pnpm bench:release`: two server processes on one release store (a fresh data folder, the
 * repository's builds), as a site with more than one process runs. Times, from the start of
 * `pnpm release mf-blog --from <build>` (the build already made), until EVERY process composes
 * `/blogs` from the new release; the same for `pnpm release … --to <site>` (the build sent over
 * HTTP with a deploy token, as a team's CI does) and for `pnpm rollback mf-blog`. RUNS samples of
 * each (default 5), and their medians. Then the time of pages while a release whose server build
 * hangs is gated and refused. Prints figures; it is not a test. Needs `pnpm build`.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const execFileAsync = promisify(execFile);
const PROCESSES = 2;
const repository = fileURLToPath(new URL('../..', import.meta.url));
const built = path.join(repository, 'mf-blog', 'dist');
if (!fs.existsSync(built)) {
  console.error('No mf-blog build: run `pnpm build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-release-bench-'));
// The servers log at info: their start lines say where they listen. One after the other: each
// applies the migrations at start.
// A short gate limit: the hanging release below is refused after it.
const GATE_SECONDS = 15;
const env = { DATA_DIR: dataDir, WEB_ROOT: repository, RELEASE_GATE_SECONDS: String(GATE_SECONDS) };
const servers: ServerProcess[] = [];
for (let n = 0; n < PROCESSES; n++) servers.push(await startServerProcess(env));

const releaseOnPage = async (server: ServerProcess) =>
  /\/releases\/mf-blog\/([0-9a-f]{12})\//.exec(
    await (await fetch(`${server.url}/blogs`)).text(),
  )?.[1];

const pnpm = (args: string[], extra: Record<string, string> = {}) =>
  execFileSync('pnpm', ['--silent', ...args], {
    cwd: repository,
    env: { ...process.env, ...env, RELEASED_BY: 'bench', ...extra },
    encoding: 'utf8',
    stdio: 'pipe',
  });

/** A deploy token for mf-blog, made as an operator would (README "Releasing one app"). */
const token = /clinic_deploy_\S+/.exec(
  pnpm(['deploy-token', 'create', 'mf-blog', '--name', 'bench']),
)![0];
/** The same command sent to the first server over HTTP, as a team's CI does. */
const overHttp = (args: string[]) => [...args, '--to', servers[0]!.url];

/** Runs a release command; the time until every server composes pages from another release. */
async function timed(args: string[]): Promise<number> {
  const before = await Promise.all(servers.map(releaseOnPage));
  const start = performance.now();
  pnpm(args, { RELEASE_TOKEN: token });
  await Promise.all(
    servers.map(async (server, n) => {
      while ((await releaseOnPage(server)) === before[n])
        await new Promise((r) => setTimeout(r, 20));
    }),
  );
  return performance.now() - start;
}

const builds: string[] = [];
/** A copy of the build no earlier release has (its content hash is its release id). */
function freshBuild(label: string): string {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-release-build-'));
  builds.push(build);
  fs.cpSync(built, build, { recursive: true });
  fs.writeFileSync(path.join(build, 'release-note.txt'), `bench ${label} ${Date.now()}`);
  return build;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median time of `/blogs` and `/COPD` on the first server over `ms` milliseconds of requests. */
async function pageTimes(ms: number): Promise<number> {
  const times: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until)
    for (const page of ['/blogs', '/COPD']) {
      const start = performance.now();
      await (await fetch(`${servers[0]!.url}${page}`)).arrayBuffer();
      times.push(performance.now() - start);
    }
  return median(times);
}

/** Page times with no release running, then while a release that hangs is gated and refused. */
async function hangingGate() {
  const unloaded = await pageTimes(3000);
  const hanging = freshBuild('hanging');
  fs.writeFileSync(path.join(hanging, 'server', 'entry.mjs'), 'while (true) {}\n');
  const start = performance.now();
  const release = execFileAsync(
    'pnpm',
    ['--silent', ...overHttp(['release', 'mf-blog', '--from', hanging])],
    {
      cwd: repository,
      env: { ...process.env, RELEASE_TOKEN: token },
    },
  ).then(
    () => {
      throw new Error('the hanging release went live');
    },
    () => performance.now() - start,
  );
  // Measured while the gate runs (it is refused after GATE_SECONDS).
  const during = await pageTimes((GATE_SECONDS - 3) * 1000);
  return { unloaded, during, refusedAfter: await release };
}

const releaseTimes: number[] = [];
const httpTimes: number[] = [];
const rollbackTimes: number[] = [];
let hang: { unloaded: number; during: number; refusedAfter: number } | undefined;
try {
  // Not timed: a release to roll back to from the first timed one.
  await timed(['release', 'mf-blog', '--from', freshBuild('first')]);
  for (let run = 0; run < RUNS; run++) {
    releaseTimes.push(await timed(['release', 'mf-blog', '--from', freshBuild(String(run))]));
    httpTimes.push(
      await timed(overHttp(['release', 'mf-blog', '--from', freshBuild(`http ${run}`)])),
    );
    rollbackTimes.push(await timed(['rollback', 'mf-blog']));
  }
  hang = await hangingGate();
} finally {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  for (const dir of [dataDir, ...builds]) fs.rmSync(dir, { recursive: true, force: true });
}
const ms = (value: number) => `${Math.round(value)} ms`;
const line = (what: string, times: number[]) =>
  `${what} → served by all ${PROCESSES} processes: median ${ms(median(times))} of ${times.length} (${times.map(ms).join(', ')})`;
console.log(line('pnpm release', releaseTimes));
console.log(line('pnpm release --to <site> (over HTTP)', httpTimes));
console.log(line('pnpm rollback', rollbackTimes));
console.log(
  'Each includes starting the command (pnpm, tsx), the gate in its child process, and for the local\n' +
    'command building the API on the same database; over HTTP, packing and sending the build.',
);
if (hang)
  console.log(
    `While a release that hangs was gated (refused after ${ms(hang.refusedAfter)}, limit ${GATE_SECONDS} s): ` +
      `/blogs and /COPD median ${ms(hang.during)} against ${ms(hang.unloaded)} unloaded ` +
      `(${(hang.during / hang.unloaded).toFixed(2)}x).`,
  );
