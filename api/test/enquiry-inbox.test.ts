import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers/signed-in-test-app';

const { t, auth } = signedInTestApp();

const ENQUIRY = { name: 'Asha Verma', phone: '9876543210', message: 'Cough for three weeks' };
const send = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/form', payload: ENQUIRY });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
};
const patch = (id: string, payload: unknown, headers = auth) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/form/${id}`, payload: payload as object, headers });
const newCount = async () => {
  const res = await t.app.inject({ url: '/api/v1/forms/new-count', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ count: number }>().count;
};

describe('the enquiry inbox: status and note', () => {
  it('needs a staff token to change an enquiry or count the New ones', async () => {
    const id = await send();
    expect((await patch(id, { status: 'contacted' }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/forms/new-count' })).statusCode).toBe(401);
  });

  it('an enquiry starts New; Contacted and Closed take it out of the New count, with a note', async () => {
    const before = await newCount();
    const id = await send();
    expect(await newCount()).toBe(before + 1);

    const contacted = await patch(id, { status: 'contacted', note: '  Called, comes Monday  ' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toEqual({
      data: {
        _id: id,
        ...ENQUIRY,
        createdAt: expect.any(String),
        status: 'contacted',
        note: 'Called, comes Monday',
      },
    });
    expect(await newCount()).toBe(before);

    // A note alone keeps the status; the list shows both to every staff member.
    await patch(id, { note: 'Rescheduled to Tuesday' });
    const list = (await t.app.inject({ url: '/api/v1/forms', headers: auth })).json<{
      data: { _id: string; status: string; note: string }[];
    }>().data;
    expect(list.find((form) => form._id === id)).toMatchObject({
      status: 'contacted',
      note: 'Rescheduled to Tuesday',
    });

    expect((await patch(id, { status: 'closed' })).json().data.status).toBe('closed');
    expect((await patch(id, { status: 'new' })).json().data.status).toBe('new');
    expect(await newCount()).toBe(before + 1);
  });

  it('refuses a status it does not know, a long note, an empty change, and an unknown id', async () => {
    const id = await send();
    const bad = await patch(id, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Status must be new, contacted or closed' });
    const long = await patch(id, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Note must be at most 500 characters' });
    const empty = await patch(id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Nothing to change' });
    const missing = await patch('0123456789abcdef01234567', { status: 'closed' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Form submission not found' });
  });

  it('never shows the status or note to the visitor who sent the enquiry', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/form', payload: ENQUIRY });
    expect(Object.keys(res.json().data).sort()).toEqual([
      '_id',
      'createdAt',
      'message',
      'name',
      'phone',
    ]);
  });
});
