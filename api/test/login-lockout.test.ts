import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staff-accounts';
import { clock } from '../src/lib/clock';
import { type TestApp, createTestApp } from './helpers/test-app';
import { STAFF } from './helpers/staff';

/** The sign-in throttle of docs/decisions/0024-sign-in-throttle.md, through POST /login. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 5 });
  await upsertStaffAccount(t.app.repos, STAFF);
});
afterAll(() => {
  clock.now = () => new Date();
  return t.close();
});

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    remoteAddress: ip,
  });

const staff = async (email: string) => {
  const account = { ...STAFF, email };
  await upsertStaffAccount(t.app.repos, account);
  return account;
};

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

/** Moves the clock on by `ms` for the rest of the test file. */
const advance = (ms: number) => {
  const offset = clock.now().getTime() - Date.now() + ms;
  clock.now = () => new Date(Date.now() + offset);
};

describe('one address', () => {
  it('answers 20 parallel wrong passwords with at most 5 401s and 429 for the rest', async () => {
    const nurse = await staff('parallel@clinic.example');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(nurse.email, `wrong password ${i}`, '10.2.0.1')),
    );
    const codes = statuses(answers);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c !== 401)).toEqual(codes.filter((c) => c === 429));
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused tries check no password and do not count: the address has 5 checked guesses in
    // all before it is locked, even for the right password.
    let checked = codes.filter((c) => c === 401).length;
    while (checked < 5) {
      expect((await login(nurse.email, 'one more guess', '10.2.0.1')).statusCode).toBe(401);
      checked++;
    }
    expect((await login(nurse.email, nurse.password, '10.2.0.1')).statusCode).toBe(429);
  });

  it('locks an address that guesses across different e-mails', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await login(`guess${i}@clinic.example`, 'wrong password', '10.9.9.9')).statusCode,
      ).toBe(401);
    }
    const nurse = await staff('nurse@clinic.example');
    expect((await login(nurse.email, nurse.password, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(nurse.email, nurse.password, '10.9.9.10')).statusCode).toBe(200);
  });

  it("forgets an e-mail's failures from an address once it signs in there", async () => {
    const nurse = await staff('typo@clinic.example');
    for (let i = 0; i < 4; i++) {
      expect((await login(nurse.email, `typo ${i}`, '10.3.0.1')).statusCode).toBe(401);
    }
    expect((await login(nurse.email, nurse.password, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(nurse.email, `typo again ${i}`, '10.3.0.1')).statusCode).toBe(401);
    }
    expect((await login(nurse.email, nurse.password, '10.3.0.1')).statusCode).toBe(429);
  });
});

describe('many addresses guessing one e-mail', () => {
  it('slows guesses down, lets the doctor in from her usual address at once, and from a new one within a minute', async () => {
    // The doctor signed in from her clinic before the guessing began.
    expect((await login(STAFF.email, STAFF.password, '10.0.0.200')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(STAFF.email, `wrong ${i}`, `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    const slowed = await login(STAFF.email, 'wrong again', '10.0.0.50');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Parallel guesses from many addresses get at most one try past the limit.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(STAFF.email, `burst ${i}`, `10.0.1.${i + 1}`)),
    );
    expect(statuses(burst).filter((c) => c === 401).length).toBeLessThanOrEqual(1);

    expect((await login(STAFF.email, STAFF.password, '10.0.0.200')).statusCode).toBe(200);
    // A new address waits its turn, never more than a minute after the last guess.
    expect((await login(STAFF.email, STAFF.password, '10.0.0.201')).statusCode).toBe(429);
    advance(61_000);
    expect((await login(STAFF.email, STAFF.password, '10.0.0.201')).statusCode).toBe(200);
  });

  it('lets a locked address try again after the 15-minute window', async () => {
    advance(15 * 60 * 1000 + 1000);
    const nurse = await staff('parallel@clinic.example');
    expect((await login(nurse.email, nurse.password, '10.2.0.1')).statusCode).toBe(200);
  });
});
