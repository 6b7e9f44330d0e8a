import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staff-accounts';
import { type TestApp, createTestApp } from './helpers/test-app';
import { STAFF } from './helpers/staff';

/** Guessing floods cannot stall staff sign-in: throttled by network, and a bounded queue. */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 5 }, { logLines });
  await upsertStaffAccount(t.app.repos, STAFF);
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    remoteAddress,
  });

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('sign-in under a flood of guesses', () => {
  it('checks at most 5 of 200 guesses from one IPv6 /64, while the staff still sign in', async () => {
    const desk = '203.0.113.20';
    // The front desk has signed in before: its address is known for the staff e-mail.
    expect((await login(STAFF.email, STAFF.password, desk)).statusCode).toBe(200);

    const started = Date.now();
    const flood = Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login(STAFF.email, `guess number ${i}`, `2001:db8:77:1:${(i + 1).toString(16)}::1`).then(
          (answer) => ({ answer, ms: Date.now() - started }),
        ),
      ),
    );
    const staff = login(STAFF.email, STAFF.password, desk).then((answer) => ({
      answer,
      ms: Date.now() - started,
    }));
    const [guesses, signIn] = await Promise.all([flood, staff]);

    const codes = guesses.map((g) => g.answer.statusCode);
    console.log(
      JSON.stringify({
        checked401: count(codes, 401),
        throttled429: count(codes, 429),
        busy503: count(codes, 503),
        slowestGuessMs: Math.max(...guesses.map((g) => g.ms)),
        staffSignInMs: signIn.ms,
      }),
    );
    expect(count(codes, 401)).toBeLessThanOrEqual(5);
    expect(count(codes, 401) + count(codes, 429) + count(codes, 503)).toBe(200);
    expect(Math.max(...guesses.map((g) => g.ms))).toBeLessThan(10_000);
    expect(signIn.answer.statusCode).toBe(200);
    expect(signIn.ms).toBeLessThan(5_000);
    // The /64 shares its five checked guesses, whichever of its addresses asks: then it is locked.
    let checked = count(codes, 401);
    for (let i = 1; checked < 5; i++, checked++)
      expect(
        (await login(STAFF.email, 'one more guess', `2001:db8:77:1:beef::${i}`)).statusCode,
      ).toBe(401);
    expect((await login(STAFF.email, STAFF.password, '2001:db8:77:1:beef::99')).statusCode).toBe(
      429,
    );
  }, 30_000);

  it('answers 503 with Retry-After past the waiting checks, and logs how many it refused', async () => {
    // A new network and a new e-mail for each guess: no throttle stops any of them.
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        login(`guess${i}@clinic.example`, 'not the password', `198.51.${i >> 8}.${i & 255}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    console.log(JSON.stringify({ checked401: count(codes, 401), busy503: count(codes, 503) }));
    expect(count(codes, 401) + count(codes, 503)).toBe(120);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy, 'some guesses were refused rather than queued').toBeDefined();
    expect(busy!.headers['retry-after']).toBe('5');
    expect(busy!.json().message).toMatch(/^Signing in is busy right now\./);
    const warning = logLines
      .map((line) => JSON.parse(line) as { msg: string; refusedPasswordChecks?: number })
      .filter((line) => line.msg === 'sign-in refused: too many password checks waiting');
    expect(warning.length).toBe(count(codes, 503));
    expect(Math.max(...warning.map((line) => line.refusedPasswordChecks ?? 0))).toBeGreaterThan(0);
    // A refused guess checked nothing and does not count against its address: its next guess is
    // checked (401), not throttled. (Not the staff e-mail: the test above used up its guesses.)
    const refusedFrom = `198.51.${codes.indexOf(503) >> 8}.${codes.indexOf(503) & 255}`;
    expect((await login('someone.new@clinic.example', 'a guess', refusedFrom)).statusCode).toBe(
      401,
    );
  }, 30_000);
});
