import { describe, expect, it } from 'vitest';
import { multipart } from './helpers/multipart';
import { signedInTestApp } from './helpers/signed-in-test-app';

/** Issue 43: a published blog's changes kept as pending, previewed, then published or discarded. */
const { t, auth } = signedInTestApp();

const SECTIONS = [{ sectionTitle: 'Signs', paragraph: 'Cough for two weeks.', bulletPoints: [] }];

const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
  const form = multipart(fields);
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: form.payload,
    headers: { ...auth, ...form.headers },
  });
};

const publishedBlog = async () => {
  const res = await send('POST', '/blog', {
    title: 'Living with asthma',
    subTitle: 'Simple steps',
    status: 'published',
    content: JSON.stringify(SECTIONS),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
};

const keepPending = (id: string, fields: Record<string, string>) =>
  send('PUT', `/blog/${id}/pending`, { subTitle: 'Simple steps', ...fields });

const publicTitle = async (id: string) =>
  (await t.app.inject(`/api/v1/blog/${id}`)).json().data.title;
const publicTitles = async () =>
  ((await t.app.inject('/api/v1/published-blogs')).json().data as { title: string }[]).map(
    (blog) => blog.title,
  );
const staffBlog = async (id: string) =>
  (
    (await t.app.inject({ url: '/api/v1/blogs', headers: auth })).json().data as { _id: string }[]
  ).find((blog) => blog._id === id) as Record<string, unknown>;
const previewOf = async (id: string) => {
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/v1/blog/${id}/preview`,
    headers: auth,
  });
  return (await t.app.inject(`/api/v1${made.json().data.path}`)).json().data;
};

describe('pending changes of a published blog', () => {
  it('are kept and previewed while the public page keeps the published version', async () => {
    const blog = await publishedBlog();
    // Read once, so the public answer is cached: keeping changes must not show through it.
    expect(await publicTitle(blog._id)).toBe('Living with asthma');

    const kept = await keepPending(blog._id, { title: 'Living well with asthma' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      title: 'Living with asthma',
      pending: { title: 'Living well with asthma', content: SECTIONS, savedBy: expect.any(String) },
    });

    expect(await publicTitle(blog._id)).toBe('Living with asthma');
    expect(await publicTitles()).not.toContain('Living well with asthma');
    expect((await t.app.inject(`/api/v1/blog/${blog._id}`)).json().data).not.toHaveProperty(
      'pending',
    );
    expect(await staffBlog(blog._id)).toMatchObject({
      title: 'Living with asthma',
      pending: { title: 'Living well with asthma' },
    });
    const preview = await previewOf(blog._id);
    expect(preview).toMatchObject({ title: 'Living well with asthma', status: 'published' });
    expect(preview).not.toHaveProperty('pending');
  });

  it('go public when published, as a revision, and are then gone', async () => {
    const blog = await publishedBlog();
    await publicTitle(blog._id);
    await keepPending(blog._id, { title: 'Asthma: what to do' });
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/v1/blog/${blog._id}/pending/publish`,
      headers: auth,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({
      title: 'Asthma: what to do',
      status: 'published',
    });
    expect(await publicTitle(blog._id)).toBe('Asthma: what to do');
    expect(await staffBlog(blog._id)).not.toHaveProperty('pending');
    const revisions = await t.app.inject({
      url: `/api/v1/blog/${blog._id}/revisions`,
      headers: auth,
    });
    expect(revisions.json().data[0].blog.title).toBe('Asthma: what to do');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/blog/${blog._id}/pending/publish`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'This blog has no pending changes' });
  });

  it('can be discarded, leaving the published version as it was', async () => {
    const blog = await publishedBlog();
    await keepPending(blog._id, { title: 'A title nobody will see' });
    const discarded = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/${blog._id}/pending`,
      headers: auth,
    });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toEqual({ message: 'Pending changes discarded' });
    expect(await staffBlog(blog._id)).not.toHaveProperty('pending');
    expect((await previewOf(blog._id)).title).toBe('Living with asthma');
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/${blog._id}/pending`,
      headers: auth,
    });
    expect(twice.statusCode).toBe(404);
  });

  it('build on each other, and Update Blog publishes over them at once', async () => {
    const blog = await publishedBlog();
    await keepPending(blog._id, { title: 'First change', description: 'Kept description' });
    await keepPending(blog._id, { title: 'Second change' });
    expect(await staffBlog(blog._id)).toMatchObject({
      pending: { title: 'Second change', description: 'Kept description' },
    });
    const updated = await send('PUT', `/blog/${blog._id}`, {
      title: 'Published straight away',
      subTitle: 'Simple steps',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: 'Published straight away',
      description: 'Kept description',
    });
    expect(await staffBlog(blog._id)).not.toHaveProperty('pending');
    expect(await publicTitle(blog._id)).toBe('Published straight away');
  });

  it('are for published blogs only: a draft is saved as it is', async () => {
    const draft = await send('POST', '/blog', { title: 'Draft', subTitle: 'Not public' });
    const res = await keepPending(draft.json().data._id, { title: 'Draft 2' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Only a published blog keeps pending changes: save the draft',
    });
  });

  it('are checked like any save', async () => {
    const blog = await publishedBlog();
    const res = await keepPending(blog._id, { title: '' });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await staffBlog(blog._id)).not.toHaveProperty('pending');
  });
});
