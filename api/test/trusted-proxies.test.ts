import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

/** TRUST_PROXY names the proxies: only their X-Forwarded-* headers are believed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 2, trustProxy: ['10.0.0.1', '192.168.0.0/16'] });
});
afterAll(() => t.close());

// A new e-mail each time, so only the per-address limit is in play.
let guesses = 0;
const wrongPassword = (remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: `guess${guesses++}@clinic.example`, password: 'not the password' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

it('ignores X-Forwarded-For from a client that is not a named proxy', async () => {
  // A client rotating the header is still one address.
  const codes = [];
  for (let i = 0; i < 4; i++)
    codes.push((await wrongPassword('203.0.113.9', `198.51.100.${i}`)).statusCode);
  expect(codes).toEqual([401, 401, 429, 429]);
});

it('takes the visitor address from a named proxy, by address or within a CIDR', async () => {
  expect((await wrongPassword('10.0.0.1', '198.51.100.50')).statusCode).toBe(401);
  expect((await wrongPassword('192.168.4.4', '198.51.100.50')).statusCode).toBe(401);
  // The same visitor behind either proxy has now used its two tries.
  expect((await wrongPassword('10.0.0.1', '198.51.100.50')).statusCode).toBe(429);
  // Another visitor behind the same proxy is not affected.
  expect((await wrongPassword('10.0.0.1', '198.51.100.51')).statusCode).toBe(401);
});

it('sends HSTS only when a named proxy says the visitor came over HTTPS', async () => {
  const via = (remoteAddress: string) =>
    t.app.inject({
      url: '/api/v1/health',
      remoteAddress,
      headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
    });
  expect((await via('10.0.0.1')).headers['strict-transport-security']).toBeDefined();
  expect((await via('203.0.113.9')).headers['strict-transport-security']).toBeUndefined();
});
