import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staff-accounts';
import { multipart } from './helpers/multipart';
import { STAFF, bearer, tokenOf } from './helpers/staff';
import { type TestApp, createTestApp } from './helpers/test-app';

/**
 * Decision 0076: with STAFF_URL, staff sign-in and staff routes answer only on that origin; the
 * public origin keeps its public routes and refuses staff requests with 403.
 */

const STAFF_ORIGIN = 'https://staff.clinic.example';
const onPublic = { host: 'clinic.example' };
const onStaff = { host: 'staff.clinic.example' };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'https://clinic.example', staffOrigin: STAFF_ORIGIN });
  await upsertStaffAccount(t.app.repos, STAFF);
  token = tokenOf(await login(onStaff));
});
afterAll(async () => {
  await t.close();
});

function login(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers,
    payload: { email: STAFF.email, password: STAFF.password, rememberPassword: false },
  });
}

const refusal = `Staff sign-in and staff pages are at ${STAFF_ORIGIN}. Please sign in there.`;

describe('on the staff origin', () => {
  it('signs in with a cookie for that host alone (no Domain), Secure on https', async () => {
    const res = await login({ host: 'staff.clinic.example:443' });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^clinic_staff_session=/);
    expect(cookie).not.toMatch(/domain=/i);
    expect(cookie).toMatch(/; Secure/);
  });

  it('answers staff routes, and makes invitation links for itself', async () => {
    const list = await t.app.inject({
      url: '/api/v1/forms',
      headers: { ...onStaff, ...bearer(token) },
    });
    expect(list.statusCode).toBe(200);
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invites',
      headers: { ...onStaff, ...bearer(token), origin: STAFF_ORIGIN },
      payload: { email: 'desk@clinic.example', role: 'front-desk' },
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json<{ url: string }>().url).toMatch(
      /^https:\/\/staff\.clinic\.example\/staff-invite\//,
    );
  });
});

describe('on the public origin', () => {
  it('refuses sign-in with 403, setting no cookie', async () => {
    const res = await login(onPublic);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: refusal });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['GET', '/api/v1/forms'],
    ['POST', '/api/v1/social-links'],
    ['POST', '/api/v1/logout'],
    ['POST', '/api/v1/staff/invites/some-invitation-token-1234'],
  ] as const)('refuses %s %s with 403, whatever session it carries', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...onPublic, ...bearer(token) },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(refusal);
  });

  it('is any Host but the staff one: a look-alike is the public site', async () => {
    const res = await t.app.inject({
      url: '/api/v1/forms',
      headers: { host: 'staff.clinic.example.evil.example', ...bearer(token) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('shows a draft blog to no one: staff are visitors there', async () => {
    const form = multipart({ title: 'Draft', subTitle: 'Not yet', status: 'draft', content: '[]' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      payload: form.payload,
      headers: { ...onStaff, ...bearer(token), ...form.headers },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/v1/blog/${created.json<{ data: { _id: string } }>().data._id}`;
    const read = (headers: Record<string, string>) =>
      t.app.inject({ url, headers: { ...headers, ...bearer(token) } });
    expect((await read(onStaff)).statusCode).toBe(200);
    expect((await read(onPublic)).statusCode).toBe(404);
  });

  it('keeps the public routes: an enquiry is taken', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form',
      headers: onPublic,
      payload: { name: 'A Patient', phone: '9876543210', message: 'Breathless on stairs.' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('behind a proxy', () => {
  it('takes the staff host from X-Forwarded-Host only from a TRUST_PROXY address', async () => {
    const proxied = await createTestApp({
      publicOrigin: 'https://clinic.example',
      staffOrigin: STAFF_ORIGIN,
      trustProxy: ['127.0.0.1'],
    });
    try {
      await upsertStaffAccount(proxied.app.repos, STAFF);
      const via = (remoteAddress: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          remoteAddress,
          headers: { host: 'backend:8080', 'x-forwarded-host': 'staff.clinic.example' },
          payload: { email: STAFF.email, password: STAFF.password, rememberPassword: false },
        });
      expect((await via('127.0.0.1')).statusCode).toBe(200);
      expect((await via('203.0.113.9')).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});
