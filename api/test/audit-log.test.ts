import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock';
import { purgeExpiredData } from '../src/maintenance/purge';
import { STAFF, bearer, signInAs } from './helpers/staff';
import { signedInTestApp } from './helpers/signed-in-test-app';

/** Issue 43: the audit log records each staff action, holds no enquiry text, and no route edits it. */
const { t, auth } = signedInTestApp();
afterEach(() => {
  clock.now = () => new Date();
});

interface Entry {
  id: string;
  actorEmail: string;
  action: string;
  target: string | null;
  status: number;
}
const audit = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/audit${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Entry[] }>().data;
};
const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

describe('the audit log', () => {
  it('records sign-ins and failed sign-ins by e-mail, never the password', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: STAFF.email, password: 'a wrong guess at it' },
    });
    const entries = await audit(`?actor=${encodeURIComponent(STAFF.email)}`);
    expect(entries.map((entry) => entry.action)).toEqual(['sign-in failed', 'sign-in']);
    expect(JSON.stringify(entries)).not.toContain('a wrong guess');
  });

  it('records enquiry reads and exports, and every staff write, without the enquiry text', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/form',
      payload: { name: 'Private Patient', phone: '9876543210', message: 'my private cough' },
    });
    const desk = await signInAs(t.app, 'front-desk');
    const editor = await signInAs(t.app, 'editor');
    const list = await call('GET', '/forms', desk.token);
    const enquiry = list.json().data[0];
    await call('PATCH', `/form/${enquiry._id}`, desk.token, { status: 'contacted' });
    await call('POST', '/forms/exported', desk.token, { count: 1 });
    await call('POST', '/social-links', editor.token, {
      category: 'homeyoutube',
      url: 'https://www.youtube.com/@clinic',
    });
    // Refused by role: recorded too, with its 403.
    await call('GET', '/forms', editor.token);

    const entries = await audit();
    const lines = entries.map((e) => `${e.actorEmail} ${e.action} ${e.target ?? '-'} ${e.status}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        `${desk.email} GET /forms - 200`,
        `${desk.email} PATCH /form/:id ${enquiry._id} 200`,
        `${desk.email} POST /forms/exported 1 enquiries 200`,
        `${editor.email} POST /social-links - 201`,
        `${editor.email} GET /forms - 403`,
      ]),
    );
    const everything = JSON.stringify(await audit('?limit=500'));
    for (const secret of ['Private Patient', '9876543210', 'my private cough'])
      expect(everything).not.toContain(secret);
  });

  it('records invitations, acceptances and role changes', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invites',
      headers: auth,
      payload: { email: 'new.desk@clinic.example', role: 'front-desk' },
    });
    const token = invited.json().url.split('/').pop();
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/invites/${token}`,
      payload: { name: 'New Desk', password: 'a fine long password' },
    });
    const editor = await signInAs(t.app, 'editor');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/${editor.id}`,
      headers: auth,
      payload: { role: 'front-desk' },
    });
    const lines = (await audit()).map((e) => `${e.actorEmail} ${e.action} ${e.target}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        `${STAFF.email} POST /staff/invites new.desk@clinic.example`,
        'new.desk@clinic.example invitation accepted front-desk',
        `${STAFF.email} PATCH /staff/:id ${editor.id}`,
      ]),
    );
    expect(await audit('?action=invitation%20accepted')).toHaveLength(1);
  });

  it('is for owners only, and no route changes or deletes an entry', async () => {
    const editor = await signInAs(t.app, 'editor');
    expect((await call('GET', '/audit', editor.token)).statusCode).toBe(403);
    const [entry] = await audit();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/v1/audit', `/api/v1/audit/${entry!.id}`])
        expect(t.app.hasRoute({ method, url: url.replace(entry!.id, ':id') })).toBe(false);
      const res = await t.app.inject({ method, url: `/api/v1/audit/${entry!.id}`, headers: auth });
      expect(res.statusCode).toBe(404);
    }
    expect(t.app.staffRoutes.filter((route) => route.includes('/audit'))).toEqual(['GET /audit']);
    expect((await audit()).some((e) => e.id === entry!.id)).toBe(true);
  });
});

describe('background polls', () => {
  it('are not written to the audit log; the person’s own read is', async () => {
    const desk = await signInAs(t.app, 'front-desk');
    const read = (background: boolean) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/forms',
        headers: { ...bearer(desk.token), ...(background ? { 'x-staff-background': '1' } : {}) },
      });
    await read(false);
    await read(true);
    await read(true);
    const reads = await audit(`?actor=${encodeURIComponent(desk.email)}&action=GET%20%2Fforms`);
    expect(reads).toHaveLength(1);
  });
});

// Last: it moves the clock two years on, past every session of this file.
describe('retention', () => {
  it('keeps entries for AUDIT_RETENTION_DAYS, then the hourly purge removes them', async () => {
    const before = (await audit('?limit=500')).length;
    expect((await purgeExpiredData(t.app.repos, t.config)).auditEntries).toBe(0);
    clock.now = () => new Date(Date.now() + (t.config.auditRetentionDays + 1) * 86_400_000);
    expect((await purgeExpiredData(t.app.repos, t.config)).auditEntries).toBeGreaterThanOrEqual(
      before,
    );
  });
});
