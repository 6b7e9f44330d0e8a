import { describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staff-accounts';
import { signedInTestApp } from './helpers/signed-in-test-app';
import { bearer, tokenOf } from './helpers/staff';

const { t, auth } = signedInTestApp();

const VALUES = { title: 'Half a blog', sections: [{ paragraph: 'Typed before the tab closed' }] };
const put = (key: string, payload: unknown, headers = auth) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/editor-drafts/${key}`,
    payload: payload as object,
    headers,
  });
const list = async (headers = auth) =>
  (await t.app.inject({ url: '/api/v1/editor-drafts', headers })).json<{
    data: { key: string; values: unknown; savedAt: string }[];
  }>().data;

describe('editor drafts: the blog editor autosave (issue 31)', () => {
  it('needs a staff token', async () => {
    expect((await put('new', { values: VALUES }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/editor-drafts' })).statusCode).toBe(401);
  });

  it('keeps the values as sent, replaces them on the next save, and forgets them on delete', async () => {
    const saved = await put('new', { values: VALUES });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ key: 'new', values: VALUES, savedAt: expect.any(String) });
    await put('new', { values: { ...VALUES, title: 'A whole blog' } });
    await put('0123456789abcdef01234567', { values: { title: 'An edit' } });
    const drafts = await list();
    expect(drafts.map((draft) => draft.key).sort()).toEqual(['0123456789abcdef01234567', 'new']);
    expect(drafts.find((draft) => draft.key === 'new')?.values).toEqual({
      ...VALUES,
      title: 'A whole blog',
    });

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/editor-drafts/new',
      headers: auth,
    });
    expect(gone.json()).toEqual({ message: 'Draft deleted' });
    expect((await list()).map((draft) => draft.key)).toEqual(['0123456789abcdef01234567']);
  });

  it("keeps each staff member's drafts to themselves", async () => {
    const account = {
      email: 'writer@clinic.example',
      password: 'a long writer password',
      name: 'W',
    };
    await upsertStaffAccount(t.app.repos, account);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: account.email, password: account.password },
    });
    const other = bearer(tokenOf(login));
    expect(await list(other)).toEqual([]);
  });

  it("keeps each browser's new blog apart: new-<browser> keys", async () => {
    const here = 'new-3f2a9c1e-8b7d-4e6f-a5b4-0c1d2e3f4a5b';
    const there = 'new-9e8d7c6b-5a4f-4e3d-b2c1-a0b9c8d7e6f5';
    await put(here, { values: { title: 'Written at the front desk' } });
    await put(there, { values: { title: "Written in the doctor's room" } });
    const drafts = await list();
    expect(drafts.find((draft) => draft.key === here)?.values).toEqual({
      title: 'Written at the front desk',
    });
    expect(drafts.find((draft) => draft.key === there)?.values).toEqual({
      title: "Written in the doctor's room",
    });
  });

  it('refuses a key that is not a blog id or new, and a body without values', async () => {
    expect((await put('..', { values: VALUES })).statusCode).toBe(404);
    expect((await put('new-../x', { values: VALUES })).statusCode).toBe(404);
    expect((await put('new-ZZZZZZZZ', { values: VALUES })).statusCode).toBe(404);
    const bad = await put('new', { title: 'no values' });
    expect(bad.statusCode).toBe(400);
  });
});
