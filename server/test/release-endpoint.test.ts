import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployTokens, packRelease } from '@clinic/releases';
import { fakeBuild } from './helpers/fake-deployment';
import { rawTar, type RawEntry } from './helpers/raw-tar';
import { signedInSiteTestApp } from './helpers/site-test-app';

/** Releases sent over HTTP with a deploy token (README "Releasing from a team's CI"). */
// Long enough for a good release on a busy machine; a hanging one waits it out.
const GATE_SECONDS = 20;
const { t, auth } = signedInSiteTestApp({
  releaseUploadMb: 1,
  releaseGate: { seconds: GATE_SECONDS, memoryMb: 256 },
});

const tokens = () => deployTokens(t.app.db);
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

const send = async (app: string, secret: string | undefined, archive: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/deploy/v1/apps/${app}/releases`,
    payload: archive,
    headers: {
      'content-type': 'application/gzip',
      'release-commit': 'abc1234',
      ...(secret ? bearer(secret) : {}),
    },
  });

/** What visitors get: the page and the remote entry it names. */
const visible = async () => (await t.app.inject('/blogs')).body;

describe('the release endpoint', () => {
  it('releases mf-blog with its token: live, recorded under the token name, listed', async () => {
    const { secret } = await tokens().create('mf-blog', 'blog team CI');
    const answer = await send('mf-blog', secret, await packRelease(fakeBuild('mf-blog')));
    expect(answer.statusCode, answer.body).toBe(200);
    const { release, live, gate } = answer.json<{
      release: string;
      live: boolean;
      gate: { passed: boolean };
    }>();
    expect({ live, passed: gate.passed }).toEqual({ live: true, passed: true });
    expect(release).toMatch(/^[0-9a-f]{12}$/);
    await expect
      .poll(async () => visible(), { timeout: 3000 })
      .toContain(`/releases/mf-blog/${release}/`);
    const listed = await t.app.inject({ url: '/deploy/v1/releases', headers: bearer(secret) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ text: string }>().text).toContain(`${release}`);
    expect(listed.json<{ text: string }>().text).toContain('deploy token "blog team CI"');
    expect(listed.headers['cache-control']).toContain('no-store');
  });

  it('refuses without changing anything: no, unknown, revoked, expired or staff token 401; another app 403', async () => {
    const before = await visible();
    const archive = await packRelease(fakeBuild('mf-blog'));
    const blog = await tokens().create('mf-blog', 'blog team CI');
    const revoked = await tokens().create('mf-blog', 'old CI');
    expect(await tokens().revoke(revoked.id)).toBe(true);
    const expired = await tokens().create('mf-blog', 'expired CI', new Date(Date.now() - 1000));
    const staffToken = auth.authorization!.replace('Bearer ', '');
    for (const secret of [
      undefined,
      'clinic_deploy_unknown',
      revoked.secret,
      expired.secret,
      staffToken,
    ])
      expect((await send('mf-blog', secret, archive)).statusCode, String(secret)).toBe(401);
    const wrongApp = await send('mf-content', blog.secret, archive);
    expect(wrongApp.statusCode).toBe(403);
    expect(wrongApp.json<{ message: string }>().message).toContain(
      'is for mf-blog, not mf-content',
    );
    // A deploy token opens nothing else: the staff API refuses it.
    const staffOnly = await t.app.inject({ url: '/api/v1/forms', headers: bearer(blog.secret) });
    expect(staffOnly.statusCode).toBe(401);
    expect(await visible()).toBe(before);
  });

  it('refuses an archive with an absolute path, "..", a link or a device (400, naming it), and one over the limit (413)', async () => {
    const { secret } = await tokens().create('mf-blog', 'blog team CI');
    const before = await visible();
    const cases: [RawEntry, string][] = [
      [{ name: '/etc/cron.d/x', content: 'x' }, '/etc/cron.d/x is an absolute path'],
      [
        { name: 'assets/../../escape.js', content: 'x' },
        "assets/../../escape.js leaves the release's folder",
      ],
      [{ name: 'assets/link.js', type: '2', linkTo: '/etc/passwd' }, 'assets/link.js is a link'],
      [{ name: 'assets/tty', type: '3' }, 'assets/tty is a CharacterDevice entry'],
    ];
    for (const [entry, message] of cases) {
      const answer = await send(
        'mf-blog',
        secret,
        rawTar([{ name: 'pages.json', content: '{}' }, entry]),
      );
      expect(answer.statusCode, entry.name).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    const tooLarge = await send('mf-blog', secret, Buffer.alloc(1.5 * 2 ** 20, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toContain('larger than 1 MB');
    const notAnArchive = await send('mf-blog', secret, Buffer.from('not gzip'));
    expect(notAnArchive.statusCode).toBe(400);
    expect(await visible()).toBe(before);
    // Nothing was left in the staging folder.
    expect(fs.readdirSync(path.join(t.config.releasesDir, '.staging'))).toEqual([]);
  });

  it(`refuses a release whose server build hangs within ${GATE_SECONDS} s, pages answering meanwhile; a second release of the app while it is gated is 409`, async () => {
    const { secret } = await tokens().create('mf-blog', 'blog team CI');
    const before = await visible();
    const hanging = await packRelease(
      fakeBuild('mf-blog', { serverEntry: 'while (true) {}\nexport default {};\n' }),
    );
    const started = Date.now();
    const gated = send('mf-blog', secret, hanging);
    // While the gate runs: pages answer, and another release of mf-blog waits its turn (409).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const page = await t.app.inject('/blogs');
    expect(page.statusCode).toBe(200);
    const second = await send('mf-blog', secret, await packRelease(fakeBuild('mf-blog')));
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toContain('is being gated');
    const answer = await gated;
    expect(Date.now() - started).toBeLessThan((GATE_SECONDS + 5) * 1000);
    expect(answer.statusCode).toBe(422);
    const body = answer.json<{ release: string; gate: { passed: boolean; reasons: string[] } }>();
    expect(body.gate.passed).toBe(false);
    expect(body.gate.reasons.join(' ')).toContain(`did not finish within ${GATE_SECONDS} s`);
    expect(await visible()).toBe(before);
    // The refused release's files are never served.
    const file = await t.app.inject(`/releases/mf-blog/${body.release}/remoteEntry.js`);
    expect(file.statusCode).toBe(404);
  });

  it('refuses a release whose server build exhausts its memory, naming it, while the server goes on', async () => {
    const { secret } = await tokens().create('mf-blog', 'blog team CI');
    const before = await visible();
    const greedy = await packRelease(
      fakeBuild('mf-blog', {
        serverEntry:
          'const kept = [];\nwhile (true) kept.push(new Array(1e6).fill(kept.length));\nexport default {};\n',
      }),
    );
    const answer = await send('mf-blog', secret, greedy);
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ gate: { reasons: string[] } }>().gate.reasons.join(' ')).toContain(
      'ran out of memory',
    );
    expect(await visible()).toBe(before);
  });

  it('rolls back with the token: the build folder live before the first release comes back', async () => {
    const { secret } = await tokens().create('mf-dashboard', 'dashboard team CI');
    const before = await visible();
    const dashboardPage = (await t.app.inject('/signin')).body;
    const released = await send(
      'mf-dashboard',
      secret,
      await packRelease(fakeBuild('mf-dashboard')),
    );
    expect(released.statusCode, released.body).toBe(200);
    await expect
      .poll(async () => (await t.app.inject('/signin')).body, { timeout: 3000 })
      .not.toBe(dashboardPage);
    const back = await t.app.inject({
      method: 'POST',
      url: '/deploy/v1/apps/mf-dashboard/rollback',
      payload: {},
      headers: bearer(secret),
    });
    expect(back.statusCode, back.body).toBe(200);
    const id = back.json<{ release: string }>().release;
    await expect
      .poll(async () => (await t.app.inject('/signin')).body, { timeout: 3000 })
      .toContain(`/releases/mf-dashboard/${id}/`);
    expect(await visible()).toBe(before);
  });
});
