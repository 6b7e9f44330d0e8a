import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@clinic/api';
import { createTestDatabaseUrl } from '@clinic/api/testing';
import { deployTokens, packRelease } from '@clinic/releases';
import { fakeBuild, writeFakeWebRoot } from './helpers/fake-deployment';
import { runReleaseCommand } from './helpers/release-cli';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

/**
 * Two servers of one site on two "machines" (a DATA_DIR each), sharing PostgreSQL, released to
 * through HTTP and the command on a server's machine (decision 0072): one history, whichever
 * server made a release; rollback and retention read it; a pointer switch never overwrites a
 * change made meanwhile; the command says "is live" only once a server serves it.
 */
const LEGACY_EVENT = {
  at: '2026-11-01T09:00:00.000Z',
  event: 'removed',
  release: '0123456789ab',
  by: 'a machine, before the database kept the history',
};

describe.runIf(process.env.DATABASE_URL)('releases shared by two servers on PostgreSQL', () => {
  let dir: string;
  let common: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  let database: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  let secret: string;
  const dataDir = (name: string) => path.join(dir, name);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-shared-history-'));
    writeFakeWebRoot(path.join(dir, 'web'));
    const made = await createTestDatabaseUrl();
    dropDatabase = made.drop;
    common = { WEB_ROOT: path.join(dir, 'web'), DATABASE_URL: made.url! };
    // What A's machine recorded before the history was kept in the database.
    fs.mkdirSync(path.join(dataDir('a'), 'releases', 'mf-blog'), { recursive: true });
    fs.writeFileSync(
      path.join(dataDir('a'), 'releases', 'mf-blog', 'history.jsonl'),
      `${JSON.stringify(LEGACY_EVENT)}\n`,
    );
    // One after the other: each applies the migrations at start.
    a = await startServerProcess({ ...common, DATA_DIR: dataDir('a') });
    b = await startServerProcess({ ...common, DATA_DIR: dataDir('b') });
    database = openDatabase({ dataDir: dataDir('a'), databaseUrl: made.url });
    ({ secret } = await deployTokens(database.db).create('mf-blog', 'shared history CI'));
  }, 90_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (server?.child.pid) process.kill(server.child.pid, 'SIGCONT');
      server?.stop();
    }
    await database?.close();
    await dropDatabase?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const bearer = () => ({ authorization: `Bearer ${secret}` });
  const send = async (server: ServerProcess, build: string) => {
    const answer = await fetch(`${server.url}/deploy/v1/apps/mf-blog/releases`, {
      method: 'POST',
      headers: { ...bearer(), 'content-type': 'application/gzip', 'release-commit': 'abc1234' },
      body: new Uint8Array(await packRelease(build)),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  const listing = async (server: ServerProcess) =>
    (await (await fetch(`${server.url}/deploy/v1/releases`, { headers: bearer() })).json()) as {
      live: string | null;
      history: { event: string; release: string }[];
    };
  /** The mf-blog release a server's /blogs is composed from. */
  const servedBy = async (server: ServerProcess) =>
    /\/releases\/mf-blog\/([0-9a-f]{12})\//.exec(
      await (await fetch(`${server.url}/blogs`)).text(),
    )?.[1];
  const bothServe = async (id: string) => {
    for (const server of [a, b])
      await expect.poll(() => servedBy(server), { timeout: 5000 }).toBe(id);
  };
  const livePointer = async () =>
    (
      await sql<{ release: string }>`
        select release from release_pointers where app = 'mf-blog'`.execute(database.db)
    ).rows[0]?.release;

  it('two releases of mf-blog sent to two servers at the same moment: one 200, the other 409; both serve it, with one history', async () => {
    const answers = await Promise.all([
      send(a, fakeBuild('mf-blog')),
      send(b, fakeBuild('mf-blog')),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const id = answers.find((answer) => answer.status === 200)!.body.release as string;
    await bothServe(id);
    const [fromA, fromB] = await Promise.all([listing(a), listing(b)]);
    expect(fromA.history).toEqual(fromB.history);
    // What A's machine recorded before, then the build folder kept for rollback and the one
    // release that went live: nothing else.
    expect(fromA.history[0]).toEqual(LEGACY_EVENT);
    expect(fromA.history.map((event) => event.event)).toEqual(['removed', 'baseline', 'activated']);
    expect(fromA.history.at(-1)).toMatchObject({ event: 'activated', release: id });
    expect([fromA.live, fromB.live]).toEqual([id, id]);
  }, 60_000);

  it('rollback through server B returns to the release server A made live before', async () => {
    const first = await send(a, fakeBuild('mf-blog'));
    const second = await send(a, fakeBuild('mf-blog'));
    expect([first.status, second.status]).toEqual([200, 200]);
    await bothServe(second.body.release as string);
    const back = await fetch(`${b.url}/deploy/v1/apps/mf-blog/rollback`, {
      method: 'POST',
      headers: { ...bearer(), 'content-type': 'application/json' },
      body: '{}',
    });
    const answer = (await back.json()) as { release: string };
    expect(back.status, JSON.stringify(answer)).toBe(200);
    expect(answer.release).toBe(first.body.release);
    await bothServe(first.body.release as string);
  }, 60_000);

  /** Releases a new build of mf-blog through `server`; its id once both servers serve it. */
  const releasedThrough = async (server: ServerProcess) => {
    const answer = await send(server, fakeBuild('mf-blog'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const id = answer.body.release as string;
    await bothServe(id);
    return id;
  };

  it("retention run on B's machine (RELEASE_KEEP_HOURS=0) keeps the releases A made live among the last three", async () => {
    const lastLive = [await releasedThrough(a), await releasedThrough(a)];
    const made = await runReleaseCommand(['release', 'mf-blog', '--from', fakeBuild('mf-blog')], {
      ...common,
      DATA_DIR: dataDir('b'),
      RELEASE_KEEP_HOURS: '0',
    });
    const id = /mf-blog ([0-9a-f]{12}) is live/.exec(made.stdout)?.[1];
    expect(id, made.stdout + made.stderr).toBeDefined();
    for (const kept of lastLive) {
      expect(made.stdout).not.toContain(`removed old release ${kept}`);
      for (const server of [a, b]) {
        const entry = await fetch(`${server.url}/releases/mf-blog/${kept}/remoteEntry.js`);
        expect(entry.status, `${kept} on ${server.url}`).toBe(200);
      }
    }
  }, 90_000);

  it('a switch made while a release is gated is kept: the release answers 409 and changes nothing', async () => {
    const earlier = await releasedThrough(a);
    await releasedThrough(a);
    // A gate of a few seconds: each page's render takes 1.5 s.
    const slow = fakeBuild('mf-blog', {
      serverEntry: `export default { contract: '2.0', pages: {}, slices: [],
        render() { const end = Date.now() + 1500; while (Date.now() < end); } };`,
    });
    const sending = send(a, slow);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Meanwhile the pointer moves without the lock (a server of an older version, or by hand).
    await sql`update release_pointers set release = ${earlier} where app = 'mf-blog'`.execute(
      database.db,
    );
    const answer = await sending;
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.message).toContain('changed while this one was gated');
    expect(await livePointer()).toBe(earlier);
    await bothServe(earlier);
  }, 60_000);

  it("the command on A's machine says the release is live only once a server serves it", async () => {
    const before = await livePointer();
    // Neither server reads anything while stopped.
    for (const server of [a, b]) process.kill(server.child.pid!, 'SIGSTOP');
    let done = false;
    const command = runReleaseCommand(['release', 'mf-blog', '--from', fakeBuild('mf-blog')], {
      ...common,
      DATA_DIR: dataDir('a'),
    }).finally(() => (done = true));
    await expect.poll(livePointer, { timeout: 60_000, interval: 200 }).not.toBe(before);
    const switched = (await livePointer())!;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Switched in the database, served by no one: not yet said to be live.
    expect(done).toBe(false);
    for (const server of [a, b]) process.kill(server.child.pid!, 'SIGCONT');
    const { stdout } = await command;
    expect(stdout).toContain(`mf-blog ${switched} is live (gate passed).`);
    const server = /served by .* \(process (\d+)\)/.exec(stdout)?.[1];
    const first = [a, b].find((one) => String(one.child.pid) === server);
    expect(first, stdout).toBeDefined();
    // At once, with no wait: the server that said so composes pages from it.
    expect(await servedBy(first!)).toBe(switched);
    await bothServe(switched);
  }, 120_000);
});
