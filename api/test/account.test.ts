import { afterEach, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staff-accounts';
import { STAFF, bearer, signInAs, signInStaff, tokenOf } from './helpers/staff';
import { type TestApp, createTestApp } from './helpers/test-app';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function app() {
  const t = await createTestApp();
  opened.push(t);
  return t.app;
}

/** Signs in over HTTP from a browser with that User-Agent. */
async function signInFrom(a: Awaited<ReturnType<typeof app>>, userAgent: string) {
  const res = await a.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { 'user-agent': userAgent },
    payload: { email: STAFF.email, password: STAFF.password },
  });
  return bearer(tokenOf(res));
}

describe("the staff member's sessions", () => {
  it('lists the live sessions with their browser, marks the current one, and never shows a token', async () => {
    const a = await app();
    await signInStaff(a);
    const phone = await signInFrom(a, FIREFOX_ANDROID);
    const desk = await signInFrom(a, CHROME_WINDOWS);
    const res = await a.inject({ method: 'GET', url: '/api/v1/sessions', headers: desk });
    expect(res.statusCode).toBe(200);
    const sessions = res.json<{ data: Record<string, unknown>[] }>().data;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Windows']);
    expect(sessions.map((s) => s.device)).toContain('Firefox on Android');
    expect(Object.keys(sessions[0]!).sort()).toEqual([
      'createdAt',
      'current',
      'device',
      'id',
      'lastSeenAt',
    ]);
    expect(res.body).not.toContain(desk.authorization.slice('Bearer '.length));
    expect(
      (await a.inject({ method: 'GET', url: '/api/v1/session', headers: phone })).statusCode,
    ).toBe(200);
  });

  it('signs out one session by its id, and then all the others, keeping the one asking', async () => {
    const a = await app();
    const first = bearer(await signInStaff(a));
    const phone = await signInFrom(a, FIREFOX_ANDROID);
    const desk = await signInFrom(a, CHROME_WINDOWS);
    const list = async () =>
      (await a.inject({ method: 'GET', url: '/api/v1/sessions', headers: desk })).json<{
        data: { id: string; device: string; current: boolean }[];
      }>().data;
    const phoneId = (await list()).find((s) => s.device === 'Firefox on Android')!.id;

    const ended = await a.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${phoneId}`,
      headers: desk,
    });
    expect(ended.json()).toEqual({ message: 'Session signed out' });
    expect(
      (await a.inject({ method: 'GET', url: '/api/v1/session', headers: phone })).statusCode,
    ).toBe(401);
    const again = await a.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${phoneId}`,
      headers: desk,
    });
    expect(again.statusCode).toBe(404);

    const others = await a.inject({
      method: 'POST',
      url: '/api/v1/sessions/sign-out-others',
      headers: desk,
    });
    expect(others.statusCode).toBe(200);
    expect(
      (await a.inject({ method: 'GET', url: '/api/v1/session', headers: first })).statusCode,
    ).toBe(401);
    expect((await list()).map((s) => s.current)).toEqual([true]);
  });

  it("cannot sign out another staff member's session", async () => {
    const a = await app();
    const mine = bearer(await signInStaff(a));
    await upsertStaffAccount(a.repos, {
      email: 'nurse@clinic.example',
      name: 'Nurse',
      password: 'another long password',
    });
    const login = await a.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'nurse@clinic.example', password: 'another long password' },
    });
    const theirs = bearer(tokenOf(login));
    const theirId = (
      await a.inject({ method: 'GET', url: '/api/v1/sessions', headers: theirs })
    ).json<{ data: { id: string }[] }>().data[0]!.id;
    const res = await a.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${theirId}`,
      headers: mine,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await a.inject({ method: 'GET', url: '/api/v1/session', headers: theirs })).statusCode,
    ).toBe(200);
  });
});

describe('changing the password', () => {
  const change = (
    a: Awaited<ReturnType<typeof app>>,
    headers: Record<string, string>,
    payload: object,
    remoteAddress?: string,
  ) =>
    a.inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      headers,
      payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('needs the current password and the rules of staff:create, and says which field is wrong', async () => {
    const a = await app();
    const me = bearer(await signInStaff(a));
    const wrong = await change(a, me, {
      currentPassword: 'not it',
      newPassword: 'a brand new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct');
    const short = await change(a, me, { currentPassword: STAFF.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The new password must be at least 12 characters');
    const same = await change(a, me, {
      currentPassword: STAFF.password,
      newPassword: STAFF.password,
    });
    expect(same.json().message).toBe('The new password must differ from the current one');
    // Still signed in after a mistake.
    expect(
      (await a.inject({ method: 'GET', url: '/api/v1/session', headers: me })).statusCode,
    ).toBe(200);
  });

  it('takes the new password for sign-in, keeps this session and ends every other', async () => {
    const a = await app();
    const other = bearer(await signInStaff(a));
    const me = await signInFrom(a, CHROME_WINDOWS);
    const res = await change(a, me, {
      currentPassword: STAFF.password,
      newPassword: '  a brand new password  ',
    });
    expect(res.json()).toEqual({
      message: 'Password changed. Your other sessions have been signed out.',
    });
    expect(
      (await a.inject({ method: 'GET', url: '/api/v1/session', headers: me })).statusCode,
    ).toBe(200);
    expect(
      (await a.inject({ method: 'GET', url: '/api/v1/session', headers: other })).statusCode,
    ).toBe(401);
    const login = (password: string) =>
      a.inject({ method: 'POST', url: '/api/v1/login', payload: { email: STAFF.email, password } });
    expect((await login(STAFF.password)).statusCode).toBe(401);
    expect((await login('a brand new password')).statusCode).toBe(200);
  });

  it('pauses after five wrong current passwords from one connection', async () => {
    const a = await app();
    const me = bearer(await signInStaff(a));
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (
          await change(a, me, {
            currentPassword: `guess ${i}`,
            newPassword: 'a brand new password',
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('counts the attempts per account: a session that changes address gets no new guesses', async () => {
    const a = await app();
    const me = bearer(await signInStaff(a));
    const guess = (i: number, remoteAddress: string) =>
      change(
        a,
        me,
        { currentPassword: `guess ${i}`, newPassword: 'a brand new password' },
        remoteAddress,
      );
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await guess(i, `198.51.100.${i + 1}`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400]);

    const paused = await guess(5, '203.0.113.77');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual({
      message: 'Too many attempts to change the password. Please try again later.',
    });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Even with the right password: the pause is the account's, whatever is typed.
    const right = await change(
      a,
      me,
      { currentPassword: STAFF.password, newPassword: 'a brand new password' },
      '203.0.113.78',
    );
    expect(right.statusCode).toBe(429);

    // Another account, from an address the guesses used, is not paused by them.
    const { token } = await signInAs(a, 'editor');
    const theirs = await change(
      a,
      bearer(token),
      { currentPassword: 'not theirs', newPassword: 'a brand new password' },
      '198.51.100.1',
    );
    expect(theirs.statusCode).toBe(400);
  });
});
