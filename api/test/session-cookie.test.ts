import { afterEach, describe, expect, it } from 'vitest';
import type { ApiConfig } from '../src/config/api-config';
import { STAFF, bearer, bearerAlone, signInStaff } from './helpers/staff';
import { type TestApp, createTestApp } from './helpers/test-app';

/** Decision 0074: the bearer token works only beside its session's HttpOnly cookie. */

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function app(overrides: Partial<ApiConfig> = {}) {
  const t = await createTestApp(overrides);
  opened.push(t);
  return t.app;
}

type App = Awaited<ReturnType<typeof app>>;

const login = async (a: App) => {
  await signInStaff(a);
  return a.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: STAFF.email, password: STAFF.password, rememberPassword: false },
  });
};

const addLink = (a: App, headers: Record<string, string>) =>
  a.inject({
    method: 'POST',
    url: '/api/v1/social-links',
    headers,
    payload: { category: 'homeinsta', url: 'https://instagram.example/p/1' },
  });

describe('the session cookie', () => {
  it('is set at sign-in: HttpOnly, SameSite=Strict, for the API only, as long as the session', async () => {
    const res = await login(await app());
    const cookie = res.cookies.find((c) => c.name === 'clinic_staff_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
    // A local http run: a Secure cookie would never come back.
    expect(cookie.secure).toBeUndefined();
    const hours = (cookie.expires!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    // The cookie is not the token: one copied from localStorage does not give the other.
    expect(cookie.value).not.toBe(res.json<{ token: string }>().token);
    expect(res.body).not.toContain(cookie.value);
  });

  it('is Secure on a live site', async () => {
    const res = await login(await app({ publicOrigin: 'https://clinic.example' }));
    const cookie = res.cookies.find((c) => c.name === 'clinic_staff_session')!;
    expect(cookie.secure).toBe(true);
  });

  it('must come with the bearer token: alone, or beside another session, the token gets 401', async () => {
    const a = await app();
    const token = await signInStaff(a);
    const other = bearer(await signInStaff(a));
    const session = (headers: Record<string, string>) =>
      a.inject({ method: 'GET', url: '/api/v1/session', headers });

    expect((await session(bearer(token))).statusCode).toBe(200);
    const alone = await session(bearerAlone(token));
    expect(alone.statusCode).toBe(401);
    expect(alone.json()).toEqual({
      message: 'Your sign-in is not valid in this browser. Please sign in again.',
    });
    expect((await session({ ...bearerAlone(token), cookie: other.cookie! })).statusCode).toBe(401);
    // A write too, and nothing is written.
    expect((await addLink(a, bearerAlone(token))).statusCode).toBe(401);
    expect(await a.repos.socialLinks.list()).toHaveLength(0);
    // The cookie alone is nobody's session either.
    expect((await session({ cookie: bearer(token).cookie! })).statusCode).toBe(401);
  });

  it('shows a draft only with both halves (routes public to visitors that staff see more of)', async () => {
    const a = await app();
    const token = await signInStaff(a);
    const created = await a.inject({
      method: 'POST',
      url: '/api/v1/blog',
      headers: bearer(token),
      payload: { title: 'Draft', subTitle: 'Not yet', status: 'draft' },
    });
    const id = created.json<{ data: { _id: string } }>().data._id;
    const read = (headers: Record<string, string>) =>
      a.inject({ method: 'GET', url: `/api/v1/blog/${id}`, headers });
    expect((await read(bearer(token))).statusCode).toBe(200);
    expect((await read(bearerAlone(token))).statusCode).toBe(404);
  });

  it('is cleared by sign-out, whose token then stops working', async () => {
    const a = await app();
    const token = await signInStaff(a);
    const res = await a.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'clinic_staff_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    const after = await a.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });
});

describe('staff writes from another site', () => {
  const CROSS_SITE = { message: 'Staff changes are accepted only from pages of this site.' };

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling host name)', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site (no Sec-Fetch-Site)', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
  ])('are refused with 403 JSON: %s', async (_label, headers) => {
    const a = await app();
    const res = await addLink(a, { ...bearer(await signInStaff(a)), ...headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CROSS_SITE);
    expect(await a.repos.socialLinks.list()).toHaveLength(0);
  });

  it.each([
    [
      'Sec-Fetch-Site: same-origin',
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
    ],
    ['this site as Origin (an older browser)', { origin: 'http://localhost' }],
    ['neither header (a server or a CLI)', {}],
  ])('are not what %s is: it follows the session rules', async (_label, headers) => {
    const a = await app();
    const res = await addLink(a, { ...bearer(await signInStaff(a)), ...headers });
    expect(res.statusCode).toBe(201);
  });

  it('do not include reads, which another site cannot see the answer to', async () => {
    const a = await app();
    const res = await a.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { ...bearer(await signInStaff(a)), 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
