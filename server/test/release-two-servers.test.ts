import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '@clinic/api/testing';
import { writeFakeApp, writeFakeWebRoot } from './helpers/fake-deployment';
import { runReleaseCommand } from './helpers/release-cli';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

/**
 * Two server processes of one site (one release store; on the PostgreSQL run, one database that
 * holds the pointers) switch to a release together, as `pnpm release` run beside them makes it.
 */
let dir: string;
let env: Record<string, string>;
let dropDatabase: () => Promise<void>;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-two-servers-'));
  writeFakeWebRoot(path.join(dir, 'web'));
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  env = {
    DATA_DIR: path.join(dir, 'data'),
    WEB_ROOT: path.join(dir, 'web'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  // One after the other: each applies the migrations at start.
  servers.push(await startServerProcess(env));
  servers.push(await startServerProcess(env));
});

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await dropDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The mf-blog releases a server's /blogs names (one, unless a page mixed two). */
const releasesNamed = async (server: ServerProcess) => {
  const html = await (await fetch(`${server.url}/blogs`)).text();
  return [...new Set(html.match(/\/releases\/mf-blog\/[0-9a-f]{12}\//g) ?? [])];
};

it('both switch within 2 s of the release, and of each other; no page mixes two releases', async () => {
  const build = path.join(dir, 'build');
  writeFakeApp(build, 'mf-blog');
  const released = await runReleaseCommand(
    ['release', 'mf-blog', '--from', path.join(build, 'mf-blog', 'dist')],
    env,
  );
  const id = /mf-blog ([0-9a-f]{12}) is live/.exec(released.stdout)?.[1];
  expect(id, released.stdout + released.stderr).toBeDefined();
  const releasedAt = Date.now();
  const switchedAt = await Promise.all(
    servers.map(async (server) => {
      for (;;) {
        const named = await releasesNamed(server);
        expect(named.length).toBeLessThanOrEqual(1);
        if (named[0] === `/releases/mf-blog/${id}/`) return Date.now();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  for (const at of switchedAt) expect(at - releasedAt).toBeLessThan(2000);
  expect(Math.abs(switchedAt[0]! - switchedAt[1]!)).toBeLessThan(2000);
});

it('10 releases in a row while a load generator requests pages of both servers: no error, no 5xx', async () => {
  // Each release is a real `pnpm release` process (start, gate, copy, switch): about 3 s here.
  const loads = servers.map((server) =>
    autocannon({
      url: server.url,
      connections: 4,
      duration: 600,
      requests: [{ path: '/blogs' }, { path: '/COPD' }, { path: '/' }, { path: '/blog/unknown' }],
    }),
  );
  const ids = new Set<string>();
  for (let i = 0; i < 10; i++) {
    const build = path.join(dir, `load-build-${i}`);
    writeFakeApp(build, 'mf-blog');
    // Each build differs, as each team build does: a release of its own.
    fs.writeFileSync(path.join(build, 'mf-blog', 'dist', 'assets', `build-${i}.js`), `/* ${i} */`);
    const released = await runReleaseCommand(
      ['release', 'mf-blog', '--from', path.join(build, 'mf-blog', 'dist')],
      env,
    );
    const id = /mf-blog ([0-9a-f]{12}) is live/.exec(released.stdout)?.[1];
    expect(id, released.stdout + released.stderr).toBeDefined();
    ids.add(id!);
  }
  for (const load of loads) load.stop();
  const results = await Promise.all(loads);
  expect(ids.size).toBe(10);
  for (const result of results) {
    expect(result.requests.total).toBeGreaterThan(100);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result['5xx']).toBe(0);
    // Only the made-up blog is not 2xx.
    expect(result['4xx']).toBe(result.non2xx);
  }
  // What is tested is no error and no 5xx, not speed: ten gated releases under a load generator
  // took up to 135 s on PostgreSQL on a busy 2-core machine, each waiting to be served (0072).
}, 300_000);
