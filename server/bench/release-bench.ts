import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerProcess, startServerProcess } from '../test/helpers/server-process';

/**
 * `pnpm bench:release`: two server processes on one release store (a fresh data folder, the
 * repository's builds), as a site with more than one process runs. Times, from the start of
 * `pnpm release mf-blog --from <build>` (the build already made), until EVERY process composes
 * `/blogs` from the new release; the same for `pnpm rollback mf-blog`. RUNS samples of each
 * (default 5), and their medians. Prints figures; it is not a test. Needs `pnpm build`.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
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
const env = { DATA_DIR: dataDir, WEB_ROOT: repository };
const servers: ServerProcess[] = [];
for (let n = 0; n < PROCESSES; n++) servers.push(await startServerProcess(env));

const releaseOnPage = async (server: ServerProcess) =>
  /\/releases\/mf-blog\/([0-9a-f]{12})\//.exec(
    await (await fetch(`${server.url}/blogs`)).text(),
  )?.[1];

/** Runs a release command; the time until every server composes pages from another release. */
async function timed(args: string[]): Promise<number> {
  const before = await Promise.all(servers.map(releaseOnPage));
  const start = performance.now();
  execFileSync('pnpm', ['--silent', ...args], {
    cwd: repository,
    env: { ...process.env, ...env, RELEASED_BY: 'bench' },
    stdio: 'pipe',
  });
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
const releaseTimes: number[] = [];
const rollbackTimes: number[] = [];
try {
  // Not timed: a release to roll back to from the first timed one.
  await timed(['release', 'mf-blog', '--from', freshBuild('first')]);
  for (let run = 0; run < RUNS; run++) {
    releaseTimes.push(await timed(['release', 'mf-blog', '--from', freshBuild(String(run))]));
    rollbackTimes.push(await timed(['rollback', 'mf-blog']));
  }
} finally {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  for (const dir of [dataDir, ...builds]) fs.rmSync(dir, { recursive: true, force: true });
}
const ms = (value: number) => `${Math.round(value)} ms`;
const line = (what: string, times: number[]) =>
  `${what} → served by all ${PROCESSES} processes: median ${ms(median(times))} of ${times.length} (${times.map(ms).join(', ')})`;
console.log(line('pnpm release', releaseTimes));
console.log(line('pnpm rollback', rollbackTimes));
console.log(
  'Each includes starting the command (pnpm, tsx), building the API on the same database, and the gate.',
);
