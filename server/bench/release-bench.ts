import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../test/helpers/server-process';

/**
 * `pnpm bench:release`: on a server of its own (a fresh data folder, the repository's builds),
 * the time from `pnpm release mf-blog --from <build>` (the build already made) to the server
 * composing `/blogs` from the new release, and the same for `pnpm rollback mf-blog`; median of
 * RUNS (default 5). Prints figures; it is not a test. Needs `pnpm build`.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const repository = fileURLToPath(new URL('../..', import.meta.url));
const built = path.join(repository, 'mf-blog', 'dist');
if (!fs.existsSync(built)) {
  console.error('No mf-blog build: run `pnpm build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-release-bench-'));
// The server logs at info: its start line says where it listens.
const env = { DATA_DIR: dataDir, WEB_ROOT: repository };
const server = await startServerProcess(env);

const releaseOnPage = async () =>
  /\/releases\/mf-blog\/([0-9a-f]{12})\//.exec(
    await (await fetch(`${server.url}/blogs`)).text(),
  )?.[1];

/** Runs a release command and waits until the server composes pages from another release. */
async function timed(args: string[]): Promise<number> {
  const before = await releaseOnPage();
  const start = performance.now();
  execFileSync('pnpm', ['--silent', ...args], {
    cwd: repository,
    env: { ...process.env, ...env, RELEASED_BY: 'bench' },
    stdio: 'pipe',
  });
  while ((await releaseOnPage()) === before) await new Promise((r) => setTimeout(r, 20));
  return performance.now() - start;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const releaseTimes: number[] = [];
const rollbackTimes: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-release-build-'));
    fs.cpSync(built, build, { recursive: true });
    fs.writeFileSync(path.join(build, 'release-note.txt'), `bench ${run} ${Date.now()}`);
    releaseTimes.push(await timed(['release', 'mf-blog', '--from', build]));
    if (run > 0) rollbackTimes.push(await timed(['rollback', 'mf-blog']));
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `pnpm release → served: median ${ms(median(releaseTimes))} of ${releaseTimes.length} (${releaseTimes.map(ms).join(', ')})`,
);
console.log(
  `pnpm rollback → served: median ${ms(median(rollbackTimes))} of ${rollbackTimes.length} (${rollbackTimes.map(ms).join(', ')})`,
);
console.log(
  'Each includes starting the command (pnpm, tsx), building the API on the same database, and the gate.',
);
