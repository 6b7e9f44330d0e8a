import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredData } from '../src/maintenance/purge';
import { type TestApp, createTestApp } from './helpers/test-app';
import { bearer, signInStaff } from './helpers/staff';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ enquiryRetentionDays: 30 });
  auth = bearer(await signInStaff(t.app));
});
afterAll(() => t.close());

const send = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/form', payload: payload as object });
const forms = async () =>
  (await t.app.inject({ url: '/api/v1/forms', headers: auth })).json().data as { _id: string }[];
const VALID = { name: 'Asha Verma', phone: '9876543210', message: 'Cough for three weeks' };

describe('enquiries', () => {
  it('stores a trimmed enquiry and lists it newest first for staff', async () => {
    const res = await send({
      name: '  Asha Verma ',
      phone: ' 9876543210 ',
      message: ' Cough for three weeks ',
    });
    expect(res.statusCode).toBe(201);
    const form = res.json().data;
    expect(form).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      ...VALID,
      createdAt: expect.any(String),
    });
    const second = (await send({ ...VALID, name: 'Ravi' })).json().data;
    const list = await t.app.inject({ url: '/api/v1/forms', headers: auth });
    // Staff see where each one is in the inbox: New, with no note, until someone handles it.
    const inbox = { status: 'new', note: '' };
    expect(list.json()).toEqual({
      data: [
        { ...second, ...inbox },
        { ...form, ...inbox },
      ],
    });
  });

  it('deletes a submission', async () => {
    const { _id } = (await send(VALID)).json().data;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/form/${_id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Form submission deleted' });
    expect((await forms()).map((f) => f._id)).not.toContain(_id);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/form/${_id}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Form submission not found' });
  });

  it.each([
    [{ phone: '9876543210', message: 'm' }, 'Name is required'],
    [{ name: '   ', phone: '9876543210', message: 'm' }, 'Name is required'],
    [{ name: 7, phone: '9876543210', message: 'm' }, 'Name is required'],
    [{ name: 'A', message: 'm' }, 'Phone number is required'],
    [{ name: 'A', phone: '', message: 'm' }, 'Phone number is required'],
    [{ name: 'A', phone: '98765', message: 'm' }, 'Phone number must be exactly 10 digits'],
    [{ name: 'A', phone: '98765432101', message: 'm' }, 'Phone number must be exactly 10 digits'],
    [{ name: 'A', phone: '98765abcde', message: 'm' }, 'Phone number must be exactly 10 digits'],
    [{ name: 'A', phone: '+919876543', message: 'm' }, 'Phone number must be exactly 10 digits'],
    [{ name: 'A', phone: '9876543210' }, 'Message is required'],
    [{ name: 'A', phone: '9876543210', message: ' \n ' }, 'Message is required'],
    [
      { name: 'A', phone: '9876543210', message: 'x'.repeat(2001) },
      'Message must be at most 2000 characters',
    ],
    [
      { name: 'x'.repeat(101), phone: '9876543210', message: 'm' },
      'Name must be at most 100 characters',
    ],
  ])('refuses %o with "%s"', async (payload, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('names every failing field for the form', async () => {
    const res = await send({});
    expect(res.json()).toEqual({
      message: 'Name is required',
      fields: {
        name: 'Name is required',
        phone: 'Phone number is required',
        message: 'Message is required',
      },
    });
  });

  it('answers a filled honeypot like a real submission but stores nothing', async () => {
    const before = (await forms()).length;
    const res = await send({ ...VALID, website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject(VALID);
    expect(await forms()).toHaveLength(before);
  });

  it('purges enquiries older than the retention period', async () => {
    const old = (await send(VALID)).json().data;
    await t.app.db
      .updateTable('enquiries')
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('id', '=', old._id)
      .execute();
    const recent = (await send(VALID)).json().data;
    const purged = await purgeExpiredData(t.app.repos, t.config);
    expect(purged.enquiries).toBe(1);
    const ids = (await forms()).map((f) => f._id);
    expect(ids).not.toContain(old._id);
    expect(ids).toContain(recent._id);
  });
});

describe('enquiry rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ enquiryRateLimit: 3 });
  });
  afterAll(() => limited.close());

  it('answers 429 per IP after the hourly limit', async () => {
    const post = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/form',
        payload: VALID,
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await post('10.1.1.1')).statusCode).toBe(201);
    const res = await post('10.1.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many enquiries/);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await post('10.1.1.2')).statusCode).toBe(201);
  });
});
