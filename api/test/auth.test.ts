import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staff-accounts';
import { sha256 } from '../src/lib/ids';
import { type TestApp, createTestApp } from './helpers/test-app';
import { STAFF, bearer, signInStaff } from './helpers/staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 5 });
  await upsertStaffAccount(t.app.repos, STAFF);
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: payload as object, headers });
const hoursUntil = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;

describe('POST /login', () => {
  it('answers { token, user } and starts a 12-hour session', async () => {
    const res = await login({
      email: `  ${STAFF.email.toUpperCase()} `,
      password: ` ${STAFF.password} `,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email: STAFF.email,
      name: STAFF.name,
      role: 'owner',
      medicalReviewer: true,
    });
    const session = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', sha256(body.token))
      .executeTakeFirstOrThrow();
    expect(hoursUntil(session.expires_at)).toBeGreaterThan(11.9);
    expect(hoursUntil(session.expires_at)).toBeLessThanOrEqual(12);
    // Only the hash is stored.
    expect(JSON.stringify(session)).not.toContain(body.token);
  });

  it('keeps a Remember Me session for 30 days', async () => {
    const res = await login({
      email: STAFF.email,
      password: STAFF.password,
      rememberPassword: true,
    });
    const session = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', sha256(res.json().token))
      .executeTakeFirstOrThrow();
    expect(hoursUntil(session.expires_at)).toBeGreaterThan(30 * 24 - 0.1);
  });

  it.each([
    {},
    { email: '', password: 'x' },
    { email: 'a@b.c', password: '   ' },
    { email: 'a@b.c' },
    { password: 'x' },
  ])('answers "Please fill out all fields" for %o', async (payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill out all fields');
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const wrong = await login(
      { email: STAFF.email, password: 'not the password' },
      { 'x-forwarded-for': '1' },
    );
    const unknown = await login({ email: 'nobody@clinic.example', password: STAFF.password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
  });
});

describe('POST /logout', () => {
  it('revokes the token', async () => {
    const token = await signInStaff(t.app);
    expect((await t.app.inject({ url: '/api/v1/forms', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out' });
    const after = await t.app.inject({ url: '/api/v1/forms', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    // Signing out twice is harmless.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET /session', () => {
  it('names the staff member behind a live token, and refuses one that was signed out', async () => {
    const token = await signInStaff(t.app);
    const res = await t.app.inject({ url: '/api/v1/session', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        email: STAFF.email,
        name: STAFF.name,
        // The first account: the clinic's owner, and its medical reviewer (issue 43).
        role: 'owner',
        medicalReviewer: true,
      },
    });
    await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) });
    const after = await t.app.inject({ url: '/api/v1/session', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: expect.any(String) });
    expect((await t.app.inject({ url: '/api/v1/session' })).statusCode).toBe(401);
  });
});

describe('staff accounts', () => {
  it('signs every session out when the password changes', async () => {
    const token = await signInStaff(t.app);
    expect(await upsertStaffAccount(t.app.repos, STAFF)).toBe('unchanged');
    expect((await t.app.inject({ url: '/api/v1/forms', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect(
      await upsertStaffAccount(t.app.repos, { ...STAFF, password: 'a brand new password' }),
    ).toBe('updated');
    expect((await t.app.inject({ url: '/api/v1/forms', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    await upsertStaffAccount(t.app.repos, STAFF);
  });

  it('refuses passwords shorter than 12 characters', async () => {
    await expect(
      upsertStaffAccount(t.app.repos, { ...STAFF, password: 'short pass' }),
    ).rejects.toThrow(/at least 12/);
  });

  it('stores Argon2id hashes with at least 19 MiB, t=2, p=1', async () => {
    const user = await t.app.repos.users.findByEmail(STAFF.email);
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
