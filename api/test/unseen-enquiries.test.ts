import { describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staff-accounts';
import { signedInTestApp } from './helpers/signed-in-test-app';
import { bearer, signInStaff, tokenOf } from './helpers/staff';

const { t, auth } = signedInTestApp();

const ENQUIRY = { name: 'Asha Verma', phone: '9876543210', message: 'Cough for three weeks' };
const sendEnquiries = async (n: number) => {
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/form', payload: ENQUIRY });
    expect(res.statusCode).toBe(201);
  }
};
const unseen = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/api/v1/forms/unseen-count', headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ count: number }>().count;
};
const markSeen = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/forms/seen', headers });

const NURSE = { email: 'nurse@clinic.example', password: 'another long password', name: 'N' };

/** Another staff account (the nurse's unless said), signed in over HTTP like the first. */
async function otherStaff(account = NURSE): Promise<Record<string, string>> {
  await upsertStaffAccount(t.app.repos, account);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: account.email, password: account.password },
  });
  return bearer(tokenOf(res));
}

describe('unseen enquiries (product §10.11)', () => {
  it('needs a staff token for both calls', async () => {
    for (const request of [
      { method: 'GET', url: '/api/v1/forms/unseen-count' },
      { method: 'POST', url: '/api/v1/forms/seen' },
    ] as const) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue' });
    }
  });

  it('counts every enquiry for an account that never opened Forms, then only the newer ones', async () => {
    await sendEnquiries(3);
    expect(await unseen(auth)).toBe(3);

    const seen = await markSeen(auth);
    expect(seen.statusCode).toBe(200);
    const { seenAt } = seen.json<{ seenAt: string }>();
    expect(new Date(seenAt).toISOString()).toBe(seenAt);
    expect(await unseen(auth)).toBe(0);

    await sendEnquiries(2);
    expect(await unseen(auth)).toBe(2);
  });

  it('keeps the mark per account: another staff member still has everything to see', async () => {
    const nurse = await otherStaff();
    const total = (await t.app.inject({ url: '/api/v1/forms', headers: auth })).json<{
      data: unknown[];
    }>().data.length;
    expect(await unseen(nurse)).toBe(total);
    await markSeen(nurse);
    expect(await unseen(nurse)).toBe(0);
    expect(await unseen(auth)).toBe(2);
  });

  it('holds across devices: a new session of the same account sees the same count', async () => {
    await markSeen(auth);
    await sendEnquiries(1);
    const secondDevice = bearer(await signInStaff(t.app));
    expect(await unseen(secondDevice)).toBe(1);
    await markSeen(secondDevice);
    expect(await unseen(auth)).toBe(0);
  });

  it('does not count an enquiry deleted before it was seen', async () => {
    await markSeen(auth);
    await sendEnquiries(1);
    const [newest] = (await t.app.inject({ url: '/api/v1/forms', headers: auth })).json<{
      data: { _id: string }[];
    }>().data;
    await t.app.inject({ method: 'DELETE', url: `/api/v1/form/${newest!._id}`, headers: auth });
    expect(await unseen(auth)).toBe(0);
  });

  it('answers the look before this one, so the page can mark what arrived since', async () => {
    const desk = await otherStaff({
      email: 'desk@clinic.example',
      password: 'a third long password',
      name: 'D',
    });
    const first = (await markSeen(desk)).json<{ seenAt: string; previousSeenAt: string | null }>();
    expect(first.previousSeenAt).toBeNull();
    const second = (await markSeen(desk)).json<{ previousSeenAt: string | null }>();
    expect(second.previousSeenAt).toBe(first.seenAt);
  });
});
