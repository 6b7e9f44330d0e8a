import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers/signed-in-test-app';
import { multipart } from './helpers/multipart';
import { bearer } from './helpers/staff';

const { t, auth } = signedInTestApp();

const SECTIONS = [
  {
    sectionTitle: 'What is asthma?',
    paragraph: 'A long-term condition of the airways.',
    bulletPoints: ['Wheeze', '  ', '', 'Cough'],
  },
  { sectionTitle: '', paragraph: 'Second section', bulletPoints: [] },
];

/** Product §7: multipart title, subTitle, status, content (a serialised list of sections). */
const blogForm = (fields: Record<string, string> = {}) =>
  multipart({
    title: 'Living with asthma',
    subTitle: 'Simple steps',
    status: 'draft',
    content: JSON.stringify(SECTIONS),
    ...fields,
  });

const createBlog = async (fields: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/blog',
    ...withAuth(blogForm(fields)),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const withAuth = (form: ReturnType<typeof multipart>) => ({
  payload: form.payload,
  headers: { ...auth, ...form.headers },
});

describe('blogs', () => {
  it('creates a blog from multipart, dropping blank bullet points', async () => {
    const blog = await createBlog();
    expect(blog).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Living with asthma',
      subTitle: 'Simple steps',
      status: 'draft',
      image: null,
      content: [
        {
          sectionTitle: 'What is asthma?',
          paragraph: 'A long-term condition of the airways.',
          bulletPoints: ['Wheeze', 'Cough'],
        },
        { sectionTitle: '', paragraph: 'Second section', bulletPoints: [] },
      ],
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('defaults a new blog to draft and fills missing section fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      ...withAuth(
        multipart({
          title: 'T',
          subTitle: 'S',
          content: JSON.stringify([{ paragraph: 'only text' }]),
        }),
      ),
    });
    expect(res.json().data.status).toBe('draft');
    expect(res.json().data.content).toEqual([
      { sectionTitle: '', paragraph: 'only text', bulletPoints: [] },
    ]);
  });

  it('also accepts JSON with content as a list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      headers: auth,
      payload: { title: 'J', subTitle: 'S', content: SECTIONS },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.content[0].bulletPoints).toEqual(['Wheeze', 'Cough']);
  });

  it('shows drafts to staff only; visitors see published blogs', async () => {
    const draft = await createBlog({ title: 'Draft one' });
    const published = await createBlog({ title: 'Published one', status: 'published' });

    const visitorList = (await t.app.inject('/api/v1/published-blogs'))
      .json()
      .data.map((b: { _id: string }) => b._id);
    expect(visitorList).toContain(published._id);
    expect(visitorList).not.toContain(draft._id);

    const staffList = await t.app.inject({ url: '/api/v1/blogs', headers: auth });
    const ids = staffList.json().data.map((b: { _id: string }) => b._id);
    expect(ids.slice(0, 2)).toEqual([published._id, draft._id]);

    expect((await t.app.inject(`/api/v1/blog/${published._id}`)).json()).toEqual({
      data: published,
    });
    const hidden = await t.app.inject(`/api/v1/blog/${draft._id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Blog not found' });
    expect(
      (await t.app.inject({ url: `/api/v1/blog/${draft._id}`, headers: auth })).json().data._id,
    ).toBe(draft._id);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/blog/${draft._id}`,
          headers: bearer('forgedforgedforgedforgedforged'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists a blog whose stored image holds a field the answer does not name, without it', async () => {
    const blog = await createBlog({ title: 'Old image', status: 'published' });
    const image = { url: '/uploads/a.webp', width: 800, height: 450, takenBy: 'a camera' };
    await t.app.db
      .updateTable('blogs')
      .set({ image_json: JSON.stringify(image) })
      .where('id', '=', blog._id)
      .execute();
    t.app.readCache.clear();
    const list = await t.app.inject('/api/v1/published-blogs');
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.find((b: { _id: string }) => b._id === blog._id);
    expect(listed.image).toEqual({ url: '/uploads/a.webp', width: 800, height: 450 });
  });

  it('toggles status with PUT /blog/{id}/status', async () => {
    const blog = await createBlog();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${blog._id}/status`,
      headers: auth,
      payload: { status: 'published' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...blog, status: 'published' });
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${blog._id}/status`,
      headers: auth,
      payload: { status: 'draft' },
    });
    expect(back.json().data.status).toBe('draft');
    for (const payload of [{}, { status: 'archived' }, { status: 1 }]) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/blog/${blog._id}/status`,
        headers: auth,
        payload,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Status must be draft or published');
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/blog/0123456789abcdef01234567/status',
      headers: auth,
      payload: { status: 'draft' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('updates with PUT /blog/{id}, keeping status and content when not sent', async () => {
    const blog = await createBlog({ status: 'published' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${blog._id}`,
      ...withAuth(multipart({ title: 'New title', subTitle: 'New sub' })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...blog, title: 'New title', subTitle: 'New sub' });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${blog._id}`,
      ...withAuth(
        blogForm({
          status: 'draft',
          content: JSON.stringify([
            { sectionTitle: 'Only', paragraph: 'p', bulletPoints: ['a', ' '] },
          ]),
        }),
      ),
    });
    expect(replaced.json().data.status).toBe('draft');
    expect(replaced.json().data.content).toEqual([
      { sectionTitle: 'Only', paragraph: 'p', bulletPoints: ['a'] },
    ]);
    expect(replaced.json().data.createdAt).toBe(blog.createdAt);
  });

  it('deletes a blog', async () => {
    const blog = await createBlog();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/${blog._id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Blog deleted' });
    expect(
      (await t.app.inject({ url: `/api/v1/blog/${blog._id}`, headers: auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/blog/${blog._id}`, headers: auth }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ subTitle: '' }, 'Subtitle is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ subTitle: 'x'.repeat(1001) }, 'Subtitle must be at most 1000 characters'],
    [{ status: 'archived' }, 'Status must be draft or published'],
    [{ content: 'not json' }, 'Content must be a JSON list of sections'],
    [{ content: '{"a":1}' }, 'Content must be a list of sections'],
    [
      { content: JSON.stringify(Array.from({ length: 51 }, () => ({}))) },
      'A blog can have at most 50 sections',
    ],
    [
      { content: JSON.stringify([{ paragraph: 'x'.repeat(20_001) }]) },
      'Paragraph must be at most 20000 characters',
    ],
    [
      { content: JSON.stringify([{ sectionTitle: 'x'.repeat(201) }]) },
      'Section title must be at most 200 characters',
    ],
    [
      { content: JSON.stringify([{ bulletPoints: Array.from({ length: 51 }, () => 'b') }]) },
      'A section can have at most 50 bullet points',
    ],
    [{ content: JSON.stringify([{ bulletPoints: 'b' }]) }, 'Bullet points must be a list'],
    [{ content: JSON.stringify([{ paragraph: 3 }]) }, 'Paragraph must be text'],
  ])('refuses %o with "%s"', async (fields, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      ...withAuth(blogForm(fields as Record<string, string>)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a missing title and subtitle', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      ...withAuth(multipart({ content: '[]' })),
    });
    expect(res.json()).toMatchObject({
      message: 'Title is required',
      fields: { title: 'Title is required', subTitle: 'Subtitle is required' },
    });
  });

  it('answers 404 for unknown ids and ids of the wrong shape', async () => {
    for (const id of ['0123456789abcdef01234567', 'abc', '%2e%2e', 'x'.repeat(90)]) {
      expect((await t.app.inject(`/api/v1/blog/${id}`)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/v1/blog/${id}`, headers: auth }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/v1/blog/${id}`, ...withAuth(blogForm()) }))
          .statusCode,
      ).toBe(404);
    }
  });
});
