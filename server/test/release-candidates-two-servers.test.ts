import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@clinic/api';
import { createTestDatabaseUrl } from '@clinic/api/testing';
import { deployTokens, packRelease } from '@clinic/releases';
import { blogSaying, type CandidateBody } from './helpers/candidate-requests';
import { writeFakeWebRoot } from './helpers/fake-deployment';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

/**
 * Issue 44 across replicas: a candidate made through server A is previewed through server B
 * (candidates, links and files in the shared database), and an owner's approval through A is
 * served by both within 2 s.
 */
const OWNER = { email: 'owner@clinic.test', password: 'owner-password-long-1' };

describe.runIf(process.env.DATABASE_URL)(
  'release candidates on two servers sharing PostgreSQL',
  () => {
    let dir: string;
    let dropDatabase: () => Promise<void>;
    let database: DatabaseHandle;
    let a: ServerProcess;
    let b: ServerProcess;
    let secret: string;

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-candidates-'));
      writeFakeWebRoot(path.join(dir, 'web'));
      const made = await createTestDatabaseUrl();
      dropDatabase = made.drop;
      const common = {
        WEB_ROOT: path.join(dir, 'web'),
        DATABASE_URL: made.url!,
        RELEASE_APPROVAL: 'mf-blog',
        STAFF_EMAIL: OWNER.email,
        STAFF_PASSWORD: OWNER.password,
      };
      a = await startServerProcess({ ...common, DATA_DIR: path.join(dir, 'a') });
      b = await startServerProcess({ ...common, DATA_DIR: path.join(dir, 'b') });
      database = openDatabase({ dataDir: path.join(dir, 'a'), databaseUrl: made.url });
      ({ secret } = await deployTokens(database.db).create('mf-blog', 'replica CI'));
    }, 90_000);

    afterAll(async () => {
      a?.stop();
      b?.stop();
      await database?.close();
      await dropDatabase?.();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const blogs = async (server: ServerProcess, cookie?: string) =>
      (await fetch(`${server.url}/blogs`, { headers: cookie ? { cookie } : {} })).text();

    it('a candidate sent to A is previewed through B, not live on either; approved through A, both serve it within 2 s', async () => {
      const before = await blogs(b);
      const sent = await fetch(`${a.url}/deploy/v1/apps/mf-blog/releases`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/gzip',
          'release-commit': 'abc1234',
        },
        body: new Uint8Array(await packRelease(blogSaying('Replica preview'))),
      });
      expect(sent.status).toBe(202);
      const candidate = (await sent.json()) as CandidateBody;

      const opened = await fetch(`${b.url}${new URL(candidate.previewUrl).pathname}`, {
        redirect: 'manual',
      });
      expect(opened.status).toBe(303);
      const cookie = opened.headers.getSetCookie()[0]!.split(';')[0]!;
      expect(await blogs(b, cookie)).toContain('Replica preview');
      expect(await blogs(b)).toBe(before);
      expect(await blogs(a)).not.toContain('Replica preview');

      const login = await fetch(`${a.url}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...OWNER, rememberPassword: false }),
      });
      const { token } = (await login.json()) as { token: string };
      const session = login.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      const approved = await fetch(
        `${a.url}/api/v1/releases/mf-blog/${candidate.release}/approval`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            cookie: session,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ decision: 'approve' }),
        },
      );
      expect(approved.status, await approved.clone().text()).toBe(200);
      const started = Date.now();
      for (const server of [a, b])
        await expect
          .poll(() => blogs(server), { timeout: 2000, interval: 100 })
          .toContain(`/releases/mf-blog/${candidate.release}/`);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await blogs(b)).toContain('Replica preview');
    }, 120_000);
  },
);
