import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock';
import { STAFF, bearer, signInAs } from './helpers/staff';
import { signedInTestApp } from './helpers/signed-in-test-app';

/** Issue 43: named accounts by invitation, and the owner's changes of role and deactivation. */
const { t, auth } = signedInTestApp();
const HOUR = 60 * 60 * 1000;
afterEach(() => {
  clock.now = () => new Date();
});

const invite = (email: string, role: string, headers = auth) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/invites',
    headers,
    payload: { email, role },
  });
const accept = (url: string, name = 'Asha Front Desk', password = 'a fine long password') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/invites/${url.split('/').pop()}`,
    payload: { name, password },
  });
const signIn = (email: string, password = 'a fine long password') =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
const session = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(token) });
const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/staff/${id}`, headers: auth, payload });

describe('invitations', () => {
  it('make one account in the invited role, once', async () => {
    const res = await invite('Asha@Clinic.example', 'front-desk');
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/staff-invite\/[A-Za-z0-9_-]{43}$/);

    expect((await accept(url)).statusCode).toBe(201);
    const second = await accept(url, 'Someone Else');
    expect(second.statusCode).toBe(410);
    expect(second.json().message).toMatch(/expired or has already been used/);

    const signedIn = await signIn('asha@clinic.example');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      name: 'Asha Front Desk',
      role: 'front-desk',
      medicalReviewer: false,
    });
  });

  it('expire after 72 hours', async () => {
    const { url } = (await invite('late@clinic.example', 'editor')).json<{ url: string }>();
    const start = Date.now();
    clock.now = () => new Date(start + 72 * HOUR + 1000);
    expect((await accept(url)).statusCode).toBe(410);
    expect((await signIn('late@clinic.example')).statusCode).toBe(401);
  });

  it('keep only the newest link per e-mail, follow the password rules, and refuse a known e-mail', async () => {
    const first = (await invite('twice@clinic.example', 'editor')).json<{ url: string }>().url;
    const second = (await invite('twice@clinic.example', 'editor')).json<{ url: string }>().url;
    expect((await accept(first)).statusCode).toBe(410);
    const short = await accept(second, 'Ravi', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toMatch(/at least 12 characters/);
    expect((await accept(second, 'Ravi')).statusCode).toBe(201);

    expect((await invite(STAFF.email, 'editor')).statusCode).toBe(409);
    expect((await invite('not an e-mail', 'editor')).statusCode).toBe(400);
    expect((await invite('new@clinic.example', 'admin')).statusCode).toBe(400);
    expect((await accept('/staff-invite/not-a-real-token-at-all-here')).statusCode).toBe(410);
  });
});

describe('the owner manages accounts', () => {
  it('lists every account with its role and whether it is active', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff', headers: auth });
    expect(res.statusCode).toBe(200);
    const owner = res.json().data.find((row: { email: string }) => row.email === STAFF.email);
    expect(owner).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email: STAFF.email,
      name: STAFF.name,
      role: 'owner',
      medicalReviewer: true,
      active: true,
      createdAt: expect.any(String),
    });
    expect(Object.keys(owner)).not.toContain('password_hash');
  });

  it('changes a role, which applies from the next request', async () => {
    const editor = await signInAs(t.app, 'editor');
    const forms = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/forms', headers: bearer(editor.token) });
    expect((await forms()).statusCode).toBe(403);
    const res = await patch(editor.id, { role: 'front-desk' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'front-desk', active: true });
    expect((await forms()).statusCode).toBe(200);
  });

  it('ends a deactivated account’s sessions at once, and it cannot sign in', async () => {
    const desk = await signInAs(t.app, 'front-desk');
    expect((await session(desk.token)).statusCode).toBe(200);
    expect((await patch(desk.id, { active: false })).json().data.active).toBe(false);
    expect((await session(desk.token)).statusCode).toBe(401);
    expect((await signIn(desk.email, STAFF.password)).statusCode).toBe(401);
    // Reactivated, it signs in again.
    expect((await patch(desk.id, { active: true })).statusCode).toBe(200);
    expect((await signIn(desk.email, STAFF.password)).statusCode).toBe(200);
  });

  it('never leaves the clinic without an active owner', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/staff', headers: auth });
    const me = list.json().data.find((row: { email: string }) => row.email === STAFF.email);
    for (const change of [{ role: 'editor' }, { active: false }]) {
      const res = await patch(me._id, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/at least one active owner/);
    }
    // With a second owner, the first may step down.
    const other = await signInAs(t.app, 'editor');
    expect((await patch(other.id, { role: 'owner' })).statusCode).toBe(200);
    expect((await patch(me._id, { role: 'editor' })).statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/${me._id}`,
      headers: bearer(other.token),
      payload: { role: 'owner' },
    });
    expect(back.statusCode).toBe(200);
  });

  it('refuses an empty or unknown change, and an unknown account', async () => {
    const desk = await signInAs(t.app, 'front-desk');
    expect((await patch(desk.id, {})).statusCode).toBe(400);
    expect((await patch(desk.id, { medicalReviewer: true })).statusCode).toBe(400);
    expect((await patch('0123456789abcdef01234567', { active: false })).statusCode).toBe(404);
  });
});
