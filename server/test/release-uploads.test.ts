import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployTokens, packRelease } from '@clinic/releases';
import type { SiteConfig } from '../src/config/site-config';
import { fakeBuild, writeFakeWebRoot } from './helpers/fake-deployment';
import { healthDuring } from './helpers/health-poll';
import { rawTar } from './helpers/raw-tar';
import { createSiteTestApp, type SiteTestApp } from './helpers/site-test-app';
import { zeroBomb } from './helpers/zero-bomb';

/** Uploads never block the site (issue 41): bombs, bad archives, leftovers, too many releases. */
const UPLOAD_MB = 10; // unpacked: at most 80 MB
const RELEASES_PER_HOUR = 4;
const HOUR_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

/** What a server that stopped mid-upload or mid-copy left in the store, two hours ago. */
function writeLeftovers(releasesDir: string) {
  const left = [
    path.join(releasesDir, '.staging', 'mf-blog-0123456789ab'),
    path.join(releasesDir, 'mf-blog', '.incoming-0123456789ab'),
  ];
  for (const dir of left) {
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'assets', 'half.js'), 'half a file');
    fs.utimesSync(dir, HOUR_AGO, HOUR_AGO);
  }
  return left;
}

let t: SiteTestApp;
let leftAtStart: string[] = [];
beforeAll(async () => {
  t = await createSiteTestApp(
    { releaseUploadMb: UPLOAD_MB, releasesPerHour: RELEASES_PER_HOUR },
    {
      prepare: (config: SiteConfig) => {
        writeFakeWebRoot(config.webRoot);
        leftAtStart = writeLeftovers(config.releasesDir);
      },
    },
  );
});
afterAll(() => t.close());

/** A fresh token each: every test starts with its whole hourly allowance. */
const token = async (app = 'mf-blog') =>
  (await deployTokens(t.app.db).create(app, `CI ${Math.random()}`)).secret;

const send = (secret: string, archive: Buffer, app = 'mf-blog') =>
  t.app.inject({
    method: 'POST',
    url: `/deploy/v1/apps/${app}/releases`,
    payload: archive,
    headers: { 'content-type': 'application/gzip', authorization: `Bearer ${secret}` },
  });

const message = (answer: { json: <T>() => T }) => answer.json<{ message: string }>().message;
const staged = () => fs.readdirSync(path.join(t.config.releasesDir, '.staging'));

describe('uploads never block the site', () => {
  it('refuses a 200 MB decompression bomb (413) while health answers within 50 ms (more than with no upload)', async () => {
    const secret = await token();
    const bomb = await zeroBomb({ fileMb: 200 });
    // What the machine itself costs health with no upload: a quiet machine adds about 2 ms, a
    // shared one that is busy can add more than 50 by itself. The upload may add 50 ms at most.
    const idle = await healthDuring(t.app, () => sleep(1000));
    const { result, worstMs, polls } = await healthDuring(t.app, () => send(secret, bomb));
    console.info(
      `200 MB bomb: answered ${result.statusCode}; health worst ${worstMs.toFixed(1)} ms over ${polls} polls (${idle.worstMs.toFixed(1)} ms with no upload)`,
    );
    expect(worstMs).toBeLessThan(50 + idle.worstMs);
    expect(result.statusCode, result.body).toBe(413);
    expect(message(result)).toContain('unpacks to more than 80 MB (8 × RELEASE_UPLOAD_MB)');
    expect(staged()).toEqual([]);
  });

  it('refuses a bomb of many small files at the one past the limit, leaving nothing staged', async () => {
    const secret = await token();
    // Eighty files of 1 MB are unpacked; the eighty-first passes the limit.
    const manyFiles = await zeroBomb({ fileMb: 1, files: 200 });
    const { result, worstMs, polls } = await healthDuring(t.app, () => send(secret, manyFiles));
    // Logged, not asserted: writing 80 MB cost health 14 to 130 ms on a shared two-core machine
    // at a load average of 20 to 47 (where health alone reached 27 to 214 ms): too noisy to judge.
    console.info(`200 × 1 MB bomb: health worst ${worstMs.toFixed(1)} ms over ${polls} polls`);
    expect(result.statusCode, result.body).toBe(413);
    expect(message(result)).toContain('unpacks to more than 80 MB (8 × RELEASE_UPLOAD_MB)');
    expect(staged()).toEqual([]);
  });

  it('stops at a bad first entry: the 60 MB entry after it is never inflated or written', async () => {
    const secret = await token();
    const archive = await zeroBomb({
      before: [{ name: '../escape.js', content: 'x' }],
      fileMb: 60,
    });
    const watched: string[] = [];
    const staging = path.join(t.config.releasesDir, '.staging');
    const watcher = fs.watch(staging, { recursive: true }, (_event, name) =>
      watched.push(String(name)),
    );
    const idle = await healthDuring(t.app, () => sleep(500));
    const { result, worstMs } = await healthDuring(t.app, () => send(secret, archive));
    watcher.close();
    console.info(
      `bad first entry, then 60 MB: health worst ${worstMs.toFixed(1)} ms (${idle.worstMs.toFixed(1)} ms with no upload)`,
    );
    // Inflating 60 MB in one go, as a check of every entry would, holds the site longer.
    expect(worstMs).toBeLessThan(50 + idle.worstMs);
    expect(result.statusCode).toBe(400);
    expect(message(result)).toContain("../escape.js leaves the release's folder");
    expect(watched.filter((name) => name.includes('zeros'))).toEqual([]);
    expect(staged()).toEqual([]);
  });

  it('sweeps what a crash left at start and after each release; a refused release keeps its record, not its files', async () => {
    for (const dir of leftAtStart) expect(fs.existsSync(dir), dir).toBe(false);
    const leftSince = writeLeftovers(t.config.releasesDir);
    const secret = await token();
    const refused = await send(
      secret,
      await packRelease(
        fakeBuild('mf-blog', { serverEntry: 'throw new Error("no server build");\n' }),
      ),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    const id = refused.json<{ release: string }>().release;
    const appDir = path.join(t.config.releasesDir, 'mf-blog');
    expect(fs.existsSync(path.join(appDir, id))).toBe(false);
    const record = JSON.parse(fs.readFileSync(path.join(appDir, `${id}.json`), 'utf8')) as {
      gate: { passed: boolean };
    };
    expect(record.gate.passed).toBe(false);
    expect(fs.readFileSync(path.join(appDir, 'history.jsonl'), 'utf8')).toContain(
      `"event":"refused","release":"${id}"`,
    );
    const listed = await t.app.inject({
      url: '/deploy/v1/releases',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(listed.json<{ text: string }>().text).toContain(id);
    await expect.poll(() => leftSince.filter((dir) => fs.existsSync(dir))).toEqual([]);
  });

  it(`answers the release past ${RELEASES_PER_HOUR} an hour of one token 429 with Retry-After, before reading its body`, async () => {
    const secret = await token();
    const bad = rawTar([{ name: '/etc/x', content: 'x' }]);
    for (let i = 0; i < RELEASES_PER_HOUR; i++)
      expect((await send(secret, bad)).statusCode).toBe(400);
    // Over the upload limit too: a 413 would mean the body was read.
    const beyond = await send(secret, Buffer.alloc((UPLOAD_MB + 1) * 2 ** 20, 1));
    expect(beyond.statusCode).toBe(429);
    const retryAfter = Number(beyond.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(message(beyond)).toContain(
      `${RELEASES_PER_HOUR} releases within the hour (RELEASES_PER_HOUR)`,
    );
    // Another token, even of the same app, has its own allowance.
    expect((await send(await token(), bad)).statusCode).toBe(400);
  });
});
