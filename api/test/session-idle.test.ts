import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock';
import { purgeExpiredData } from '../src/maintenance/purge';
import { bearer, signInStaff } from './helpers/staff';
import { type TestApp, createTestApp } from './helpers/test-app';

/** A staff session ends after its inactivity timeout, Remember Me or not, and says why. */
const MINUTE = 60 * 1000;
const opened: TestApp[] = [];
afterEach(async () => {
  clock.now = () => new Date();
  for (const t of opened.splice(0)) await t.close();
});

/** Moves the clock on by `ms` for the rest of the test. */
const advance = (ms: number) => {
  const offset = clock.now().getTime() - Date.now() + ms;
  clock.now = () => new Date(Date.now() + offset);
};

async function signedIn(sessionIdleMinutes: number, remember = false) {
  const t = await createTestApp({ sessionIdleMinutes });
  opened.push(t);
  const auth = bearer(await signInStaff(t.app, remember));
  const session = () => t.app.inject({ method: 'GET', url: '/api/v1/session', headers: auth });
  return { t, session };
}

describe('the inactivity timeout', () => {
  it('keeps a session in use alive, and ends one left 30 minutes without a request', async () => {
    const { session } = await signedIn(30);
    for (let i = 0; i < 4; i++) {
      // Two hours in all, never 30 minutes apart.
      advance(29 * MINUTE);
      expect((await session()).statusCode).toBe(200);
    }
    advance(30 * MINUTE);
    const idle = await session();
    expect(idle.statusCode).toBe(401);
    expect(idle.headers['www-authenticate']).toBe('Bearer');
    expect(idle.json().message).toBe(
      'Signed out after 30 minutes without activity. Please sign in again.',
    );
    // Over for good: the token does not come back to life.
    expect((await session()).json().message).toBe(
      'Your sign-in is not valid. Please sign in again.',
    );
  });

  it('applies to a Remember Me session too: that extends the lifetime, not the idle time', async () => {
    const { session } = await signedIn(30, true);
    advance(31 * MINUTE);
    expect((await session()).statusCode).toBe(401);
  });

  it('says the configured figure', async () => {
    const { session } = await signedIn(10);
    advance(9 * MINUTE);
    expect((await session()).statusCode).toBe(200);
    advance(10 * MINUTE);
    expect((await session()).json().message).toBe(
      'Signed out after 10 minutes without activity. Please sign in again.',
    );
  });

  it('lets the hourly purge delete idle sessions', async () => {
    const { t } = await signedIn(30);
    expect((await purgeExpiredData(t.app.repos, t.config)).sessions).toBe(0);
    advance(31 * MINUTE);
    expect((await purgeExpiredData(t.app.repos, t.config)).sessions).toBe(1);
  });
});

describe('idle means a person is idle (issue 43)', () => {
  const poll = (t: TestApp, auth: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { ...auth, 'x-staff-background': '1' },
    });

  it('does not let background polls keep a session alive', async () => {
    const t = await createTestApp({ sessionIdleMinutes: 30 });
    opened.push(t);
    const auth = bearer(await signInStaff(t.app));
    for (let i = 0; i < 3; i++) {
      // A poll every ten minutes: each answered while the session lives, none extending it.
      advance(10 * MINUTE - 1000);
      expect((await poll(t, auth)).statusCode).toBe(200);
    }
    advance(4000);
    expect((await poll(t, auth)).json().message).toBe(
      'Signed out after 30 minutes without activity. Please sign in again.',
    );
  });

  it('still counts a request a person made', async () => {
    const t = await createTestApp({ sessionIdleMinutes: 30 });
    opened.push(t);
    const auth = bearer(await signInStaff(t.app));
    advance(20 * MINUTE);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: auth })).statusCode,
    ).toBe(200);
    advance(20 * MINUTE);
    expect((await poll(t, auth)).statusCode).toBe(200);
  });
});
