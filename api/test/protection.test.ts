import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/ids';
import { type TestApp, createTestApp } from './helpers/test-app';
import { bearer, bearerAlone, signInStaff } from './helpers/staff';

let t: TestApp;
let expiredToken: string;
let revokedToken: string;
let liveToken: string;
let otherSessionsCookie: string;
const SOME_ID = '0123456789abcdef01234567';

beforeAll(async () => {
  t = await createTestApp();
  expiredToken = await signInStaff(t.app);
  await t.app.db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('token_hash', '=', sha256(expiredToken))
    .execute();
  revokedToken = await signInStaff(t.app);
  await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(revokedToken) });
  liveToken = await signInStaff(t.app);
  otherSessionsCookie = bearer(await signInStaff(t.app)).cookie!;
});
afterAll(() => t.close());

/** product §10's protection matrix: every call that reads enquiries, drafts, or changes data. */
const PROTECTED = [
  { method: 'GET', url: '/api/v1/session' },
  { method: 'GET', url: '/api/v1/forms' },
  { method: 'DELETE', url: `/api/v1/form/${SOME_ID}` },
  { method: 'GET', url: '/api/v1/forms/unseen-count' },
  { method: 'POST', url: '/api/v1/forms/seen' },
  { method: 'GET', url: '/api/v1/blogs' },
  { method: 'POST', url: '/api/v1/blog', payload: { title: 'T', subTitle: 'S' } },
  { method: 'PUT', url: `/api/v1/blog/${SOME_ID}`, payload: { title: 'T', subTitle: 'S' } },
  { method: 'PUT', url: `/api/v1/blog/${SOME_ID}/status`, payload: { status: 'published' } },
  { method: 'DELETE', url: `/api/v1/blog/${SOME_ID}` },
  {
    method: 'POST',
    url: '/api/v1/social-links',
    payload: { category: 'homeinsta', url: 'https://x.example' },
  },
  { method: 'DELETE', url: `/api/v1/social-links/${SOME_ID}` },
] as const;

const CREDENTIALS = {
  'no token': () => ({}),
  'a forged token': () => bearer('forgedforgedforgedforgedforgedforgedforged'),
  'a malformed header': () => ({ authorization: 'Basic dXNlcjpwYXNz' }),
  'an expired token': () => bearer(expiredToken),
  'a token revoked by logout': () => bearer(revokedToken),
  // Decision 0074: a live token copied to another browser, which has no cookie or its own.
  'a live token without its cookie': () => bearerAlone(liveToken),
  "a live token with another session's cookie": () => ({
    ...bearerAlone(liveToken),
    cookie: otherSessionsCookie,
  }),
};

describe.each(Object.entries(CREDENTIALS))('with %s', (_label, headers) => {
  it.each(PROTECTED)('$method $url answers 401 JSON', async (route) => {
    const res = await t.app.inject({ ...route, headers: headers() });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
    expect(typeof res.json().message).toBe('string');
  });
});

it('tells an expired session apart from a missing one', async () => {
  const expired = await t.app.inject({ url: '/api/v1/forms', headers: bearer(expiredToken) });
  expect(expired.json().message).toBe('Your session has expired. Please sign in again.');
  const none = await t.app.inject({ url: '/api/v1/forms' });
  expect(none.json().message).toBe('Please sign in to continue');
});

it.each([
  { method: 'GET', url: '/api/v1/social-links', status: 200 },
  { method: 'GET', url: '/api/v1/published-blogs', status: 200 },
  { method: 'GET', url: `/api/v1/blog/${SOME_ID}`, status: 404 },
  {
    method: 'POST',
    url: '/api/v1/form',
    payload: { name: 'A', phone: '9876543210', message: 'Hi' },
    status: 201,
  },
  { method: 'GET', url: '/api/v1/health', status: 200 },
] as const)('$method $url is public', async ({ status, ...route }) => {
  expect((await t.app.inject(route)).statusCode).toBe(status);
});
