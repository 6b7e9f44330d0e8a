import { DELETED_BLOG_DAYS } from '@clinic/contracts/entities/blog';
import {
  EDITOR_DRAFT_DAYS,
  EDITOR_DRAFTS_PER_ACCOUNT,
} from '@clinic/contracts/schemas/editor-draft';
import { afterEach, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staff-accounts';
import { clock } from '../src/lib/clock';
import { purgeDeletedBlogs } from '../src/maintenance/deleted-blogs';
import { DAY, purgeExpiredData } from '../src/maintenance/purge';
import { signedInTestApp } from './helpers/signed-in-test-app';
import { bearer, signInAs, tokenOf } from './helpers/staff';

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

describe('editor drafts are bounded (issue 43)', () => {
  afterEach(() => {
    clock.now = () => new Date(Date.now());
  });

  /** `new-<browser>` keys, one per imagined browser. */
  const browserKey = (n: number) => `new-${n.toString(16).padStart(8, '0')}`;

  it(`holds at most ${EDITOR_DRAFTS_PER_ACCOUNT} drafts per account, and still saves over one it has`, async () => {
    const writer = bearer((await signInAs(t.app, 'editor')).token);
    for (let n = 0; n < EDITOR_DRAFTS_PER_ACCOUNT; n++)
      expect((await put(browserKey(n), { values: VALUES }, writer)).statusCode).toBe(200);

    const refused = await put(browserKey(EDITOR_DRAFTS_PER_ACCOUNT), { values: VALUES }, writer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `You have ${EDITOR_DRAFTS_PER_ACCOUNT} unsaved blog drafts. Save or discard one to start another.`,
    });
    expect(await list(writer)).toHaveLength(EDITOR_DRAFTS_PER_ACCOUNT);
    // What is already kept goes on being saved: typing is never refused mid-draft.
    expect((await put(browserKey(3), { values: { title: 'More' } }, writer)).statusCode).toBe(200);
    // The cap is the account's: another staff member's drafts do not count.
    expect((await put(browserKey(99), { values: VALUES })).statusCode).toBe(200);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/editor-drafts/${browserKey(0)}`,
      headers: writer,
    });
    const again = await put(browserKey(EDITOR_DRAFTS_PER_ACCOUNT), { values: VALUES }, writer);
    expect(again.statusCode).toBe(200);
  });

  it(`purges a draft not saved for ${EDITOR_DRAFT_DAYS} days`, async () => {
    const { token, id: userId } = await signInAs(t.app, 'editor');
    const writer = bearer(token);
    await put('new-0a0a0a0a', { values: { title: 'Forgotten' } }, writer);
    const start = Date.now();
    clock.now = () => new Date(start + (EDITOR_DRAFT_DAYS - 1) * DAY);
    await purgeExpiredData(t.app.repos, t.config);
    expect(await t.app.repos.editorDrafts.list(userId)).toHaveLength(1);

    clock.now = () => new Date(start + EDITOR_DRAFT_DAYS * DAY + 60_000);
    expect((await purgeExpiredData(t.app.repos, t.config)).editorDrafts).toBeGreaterThanOrEqual(1);
    expect(await t.app.repos.editorDrafts.list(userId)).toEqual([]);
  });

  it("purges every account's drafts of a blog deleted for good, and only those", async () => {
    const writer = bearer((await signInAs(t.app, 'editor')).token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      headers: writer,
      payload: { title: 'Soon gone', subTitle: 'For good', status: 'draft' },
    });
    const blogId = created.json<{ data: { _id: string } }>().data._id;
    await put(blogId, { values: { title: 'An edit never saved' } }, writer);
    await put(blogId, { values: { title: 'Another edit' } });
    await put('new-0b0b0b0b', { values: { title: 'A blog of its own' } }, writer);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/${blogId}`,
      headers: writer,
    });
    expect(deleted.statusCode).toBe(200);
    // In the trash it may be restored, and its drafts with it.
    expect((await list(writer)).map((draft) => draft.key)).toContain(blogId);

    const start = Date.now();
    // Past the trash's days; only the blog's purge runs, so it alone removes what goes.
    clock.now = () => new Date(start + DELETED_BLOG_DAYS * DAY + 60_000);
    expect(await purgeDeletedBlogs(t.app.repos, { remove: async () => {} })).toBe(1);
    const keys = (await t.app.db.selectFrom('editor_drafts').select('draft_key').execute()).map(
      (row) => row.draft_key,
    );
    expect(keys).not.toContain(blogId);
    expect(keys).toContain('new-0b0b0b0b');
  });
});
