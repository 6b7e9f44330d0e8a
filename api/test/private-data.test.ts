import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { bearer, signInStaff, STAFF } from './helpers/staff';

/** Tokens, staff data and enquiries are never kept by a cache, nor past their retention. */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signInStaff(t.app));
});
afterAll(() => t.close());

describe('Cache-Control: no-store', () => {
  it.each([
    ['POST', '/api/v1/login', { email: STAFF.email, password: STAFF.password }, false],
    ['POST', '/api/v1/login', { email: STAFF.email, password: 'a wrong password' }, false],
    ['GET', '/api/v1/session', undefined, true],
    ['GET', '/api/v1/forms', undefined, true],
    ['GET', '/api/v1/forms', undefined, false],
    ['GET', '/api/v1/blogs', undefined, true],
    ['POST', '/api/v1/form', { name: 'Asha', phone: '9876543210', message: 'Cough' }, false],
    ['GET', '/api/v1/published-blogs', undefined, false],
  ] as const)('on %s %s', async (method, url, payload, signedIn) => {
    const res = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: signedIn ? auth : {},
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('on POST /logout', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: auth });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('retention', () => {
  it('deletes backups older than the enquiry retention at start, and keeps newer ones', async () => {
    const dir = path.join(t.config.dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    const old = path.join(dir, 'clinic-old.sqlite');
    const recent = path.join(dir, 'clinic-recent.sqlite');
    fs.writeFileSync(old, 'x');
    fs.writeFileSync(recent, 'x');
    const longAgo = new Date(Date.now() - (t.config.enquiryRetentionDays + 1) * 86_400_000);
    fs.utimesSync(old, longAgo, longAgo);
    const restarted = await createTestApp({ dataDir: t.config.dataDir });
    await restarted.close();
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
  });

  it.runIf(!process.env.DATABASE_URL)(
    'overwrites deleted rows in SQLite (secure_delete)',
    async () => {
      const { rows } = await sql<{ secure_delete: number }>`PRAGMA secure_delete`.execute(t.app.db);
      expect(rows[0]?.secure_delete).toBe(1);
    },
  );
});
