import { afterAll, beforeAll, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staff-accounts';
import { clock } from '../src/lib/clock';
import { type TestApp, createTestApp } from './helpers/test-app';
import { STAFF } from './helpers/staff';

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

it('answers 429 after 5 failures for one e-mail, even with the right password, until the window passes', async () => {
  for (let i = 0; i < 5; i++) {
    expect((await login(STAFF.email, `wrong password ${i}`, `10.0.0.${i + 1}`)).statusCode).toBe(
      401,
    );
  }
  const locked = await login(STAFF.email, STAFF.password, '10.0.0.99');
  expect(locked.statusCode).toBe(429);
  expect(locked.json().message).toMatch(
    /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
  );
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

  const start = Date.now();
  clock.now = () => new Date(start + 15 * 60 * 1000 + 1000);
  expect((await login(STAFF.email, STAFF.password, '10.0.0.99')).statusCode).toBe(200);
  clock.now = () => new Date();
});

it('answers 429 after 5 failures from one IP across different e-mails', async () => {
  for (let i = 0; i < 5; i++) {
    expect((await login(`guess${i}@clinic.example`, 'wrong password', '10.9.9.9')).statusCode).toBe(
      401,
    );
  }
  const other = { ...STAFF, email: 'nurse@clinic.example' };
  await upsertStaffAccount(t.app.repos, other);
  expect((await login(other.email, other.password, '10.9.9.9')).statusCode).toBe(429);
  // The same account from another IP is not affected.
  expect((await login(other.email, other.password, '10.9.9.10')).statusCode).toBe(200);
});
