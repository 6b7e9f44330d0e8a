import { purgeDeletedBlogs } from '../src/maintenance/deleted-blogs';
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
      // Issue 31: a description (none sent), and a draft is not yet published.
      description: '',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: blog.createdAt,
      publishedAt: null,
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
    expect(res.json().data).toEqual({
      ...blog,
      status: 'published',
      updatedAt: expect.stringMatching(/Z$/),
      publishedAt: res.json().data.updatedAt,
    });
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
    expect(res.json().data).toEqual({
      ...blog,
      title: 'New title',
      subTitle: 'New sub',
      updatedAt: expect.stringMatching(/Z$/),
    });
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

describe('alt text, description and the first-published date (issue 31)', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAE0lEQVR42mPg1oskCTGMahgUGgCWg1Ihq6QrAAAAAABJRU5ErkJggg==',
    'base64',
  );
  const withImage = (fields: Record<string, string>) =>
    withAuth(
      multipart({ ...fields, image: { filename: 'air.png', contentType: 'image/png', data: PNG } }),
    );

  it('refuses to publish a blog whose image has no alt text, whichever way it is published', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      ...withImage({ title: 'Smog', subTitle: 'Masks', status: 'published' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Describe the image (alt text) before publishing');

    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      ...withImage({ title: 'Smog', subTitle: 'Masks' }),
    });
    expect(draft.statusCode).toBe(201);
    const { _id } = draft.json().data as { _id: string };
    const badge = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${_id}/status`,
      headers: auth,
      payload: { status: 'published' },
    });
    expect(badge.statusCode).toBe(400);
    expect(badge.json().message).toBe('Describe the image (alt text) before publishing');

    const described = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${_id}`,
      ...withAuth(
        multipart({
          title: 'Smog',
          subTitle: 'Masks',
          status: 'published',
          imageAlt: ' A grey haze over Panchkula ',
          description: 'What winter smog does to the lungs.',
        }),
      ),
    });
    expect(described.statusCode).toBe(200);
    const blog = described.json().data;
    expect(blog.image.alt).toBe('A grey haze over Panchkula');
    expect(blog.description).toBe('What winter smog does to the lungs.');
    expect(blog.publishedAt).toBe(blog.updatedAt);

    // The public answer carries both, for the page and its head.
    const pub = (await t.app.inject({ url: `/api/v1/blog/${_id}` })).json().data;
    expect(pub.image.alt).toBe('A grey haze over Panchkula');
    expect(pub.description).toBe('What winter smog does to the lungs.');
  });

  it('keeps the first-published date through later edits and an unpublish', async () => {
    const blog = await createBlog();
    const publish = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/blog/${blog._id}/status`,
        headers: auth,
        payload: { status },
      });
    const first = (await publish('published')).json().data.publishedAt as string;
    expect(first).toMatch(/Z$/);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await publish('draft');
    const again = (await publish('published')).json().data;
    expect(again.publishedAt).toBe(first);
    expect(again.updatedAt > first).toBe(true);
  });
});

describe('a deleted blog can be restored for 30 days (issue 31)', () => {
  it('is gone from every list and page, listed as deleted, and restored as it was', async () => {
    const blog = await createBlog({ status: 'published' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/${blog._id}`,
      headers: auth,
    });
    expect(del.json()).toEqual({ message: 'Blog deleted' });
    const ids = async (url: string, headers = {}) =>
      ((await t.app.inject({ url, headers })).json().data as { _id: string }[]).map((b) => b._id);
    expect(await ids('/api/v1/blogs', auth)).not.toContain(blog._id);
    expect(await ids('/api/v1/published-blogs')).not.toContain(blog._id);
    expect((await t.app.inject(`/api/v1/blog/${blog._id}`)).statusCode).toBe(404);

    const deleted = (await t.app.inject({ url: '/api/v1/blogs/deleted', headers: auth })).json()
      .data as { _id: string; deletedAt: string }[];
    expect(deleted[0]).toMatchObject({ _id: blog._id, deletedAt: expect.stringMatching(/Z$/) });

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/v1/blog/${blog._id}/restore`,
      headers: auth,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ _id: blog._id, status: 'published' });
    expect(await ids('/api/v1/published-blogs')).toContain(blog._id);
    expect(await ids('/api/v1/blogs/deleted', auth)).not.toContain(blog._id);
  });

  it('after 30 days the purge removes it for good, and it cannot be restored', async () => {
    const blog = await createBlog();
    await t.app.inject({ method: 'DELETE', url: `/api/v1/blog/${blog._id}`, headers: auth });
    await t.app.db
      .updateTable('blogs')
      .set({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('id', '=', blog._id)
      .execute();
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/blog/${blog._id}/restore`,
      headers: auth,
    });
    expect(late.statusCode).toBe(404);
    expect(await purgeDeletedBlogs(t.app.repos, t.app.images)).toBeGreaterThanOrEqual(1);
    const row = await t.app.db
      .selectFrom('blogs')
      .select('id')
      .where('id', '=', blog._id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('revisions (issue 31)', () => {
  const revisions = async (id: string) =>
    (await t.app.inject({ url: `/api/v1/blog/${id}/revisions`, headers: auth })).json().data as {
      _id: string;
      savedAt: string;
      savedBy: string;
      blog: { title: string; status: string };
    }[];

  it('keeps every save with who and when; restoring an older one is itself a new revision', async () => {
    const blog = await createBlog({ title: 'First words' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${blog._id}`,
      ...withAuth(multipart({ title: 'Second words', subTitle: 'Simple steps' })),
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${blog._id}/status`,
      headers: auth,
      payload: { status: 'published' },
    });
    const saved = await revisions(blog._id);
    expect(saved.map((revision) => [revision.blog.title, revision.blog.status])).toEqual([
      ['Second words', 'published'],
      ['Second words', 'draft'],
      ['First words', 'draft'],
    ]);
    expect(saved[0]!.savedBy).toEqual(expect.any(String));
    expect(saved[0]!.savedBy).not.toBe('');

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/v1/blog/${blog._id}/revisions/${saved[2]!._id}/restore`,
      headers: auth,
    });
    expect(restored.statusCode).toBe(200);
    // The text comes back; the blog stays published, and the public page shows it.
    expect(restored.json().data).toMatchObject({ title: 'First words', status: 'published' });
    const pub = (await t.app.inject(`/api/v1/blog/${blog._id}`)).json().data;
    expect(pub.title).toBe('First words');
    const after = await revisions(blog._id);
    expect(after).toHaveLength(4);
    expect(after[0]!.blog.title).toBe('First words');
  });

  it('keeps the last 50, and answers 404 for an unknown revision', async () => {
    const blog = await createBlog();
    for (let i = 0; i < 52; i++) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/blog/${blog._id}`,
        ...withAuth(multipart({ title: `Save ${i}`, subTitle: 'S' })),
      });
    }
    const kept = await revisions(blog._id);
    expect(kept).toHaveLength(50);
    expect(kept[0]!.blog.title).toBe('Save 51');
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/v1/blog/${blog._id}/revisions/0123456789abcdef01234567/restore`,
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Revision not found' });
  });
});

describe('scheduled publishing (issue 31)', () => {
  const publicIds = async () =>
    ((await t.app.inject('/api/v1/published-blogs')).json().data as { _id: string }[]).map(
      (b) => b._id,
    );

  it('a scheduled draft is public from its minute on, for every reader, and not before', async () => {
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      ...withAuth(multipart({ title: 'Monsoon and asthma', subTitle: 'S', publishAt: at })),
    });
    expect(res.statusCode).toBe(201);
    const blog = res.json().data as { _id: string; status: string; publishAt: string };
    expect(blog).toMatchObject({ status: 'draft', publishAt: at });
    expect(await publicIds()).not.toContain(blog._id);
    expect((await t.app.inject(`/api/v1/blog/${blog._id}`)).statusCode).toBe(404);

    // Its minute comes (the clock moved back instead of waiting an hour).
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.app.db
      .updateTable('blogs')
      .set({ publish_at: past })
      .where('id', '=', blog._id)
      .execute();
    // The public list is cached for a few seconds: a fresh app process reads it as any would.
    t.app.readCache.clear();
    expect(await publicIds()).toContain(blog._id);
    const page = (await t.app.inject(`/api/v1/blog/${blog._id}`)).json().data;
    expect(page).toMatchObject({ status: 'published', publishedAt: past });
    expect(page.publishAt).toBeUndefined();
  });

  it('unpublishing or publishing by hand ends the schedule; an empty publishAt cancels it', async () => {
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/blog',
        ...withAuth(multipart({ title: 'Later', subTitle: 'S', publishAt: at })),
      })
    ).json().data as { _id: string };
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${created._id}`,
      ...withAuth(multipart({ title: 'Later', subTitle: 'S', publishAt: '' })),
    });
    expect(cancelled.json().data.publishAt).toBeUndefined();
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${created._id}`,
      ...withAuth(multipart({ title: 'Later', subTitle: 'S', publishAt: 'next tuesday' })),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Publish at must be a date and time');
  });
});

describe('a private preview link (issue 31)', () => {
  it('shows a draft to whoever has the link, until it expires, never indexed', async () => {
    const draft = await createBlog({ title: 'Not yet public' });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/blog/${draft._id}/preview`,
      headers: auth,
    });
    expect(made.statusCode).toBe(201);
    const { path, expiresAt } = made.json().data as { path: string; expiresAt: string };
    expect(path).toMatch(/^\/blog-preview\/[A-Za-z0-9_-]{32}$/);
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const seen = await t.app.inject(`/api/v1${path}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ _id: draft._id, status: 'draft' });
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    expect(seen.headers['cache-control']).toBe('no-store');
    // The public list never shows it.
    const list = (await t.app.inject('/api/v1/published-blogs')).json().data as { _id: string }[];
    expect(list.map((b) => b._id)).not.toContain(draft._id);

    await t.app.db
      .updateTable('blog_previews')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const expired = await t.app.inject(`/api/v1${path}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: 'This preview link has expired or does not exist' });
    expect((await t.app.inject('/api/v1/blog-preview/not-a-token')).statusCode).toBe(404);
  });

  it('lasts the minutes asked for, within a day', async () => {
    const draft = await createBlog();
    const ask = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/blog/${draft._id}/preview`,
        headers: auth,
        payload,
      });
    const short = await ask({ minutes: 5 });
    expect(short.statusCode).toBe(201);
    const minutes = (Date.parse(short.json().data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    expect((await ask({ minutes: 24 * 60 + 1 })).json().message).toBe(
      'A preview link lasts at most 24 hours',
    );
    expect((await ask({ minutes: 0 })).statusCode).toBe(400);
  });

  it('needs a staff token to make one', async () => {
    const draft = await createBlog();
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/blog/${draft._id}/preview` });
    expect(res.statusCode).toBe(401);
  });
  it('are listed by when they were made and end, never by their token, and a revoked one stops working at once (issue 43)', async () => {
    const draft = await createBlog({ title: 'Shared too widely' });
    const make = async (minutes: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/blog/${draft._id}/preview`,
          headers: auth,
          payload: { minutes },
        })
      ).json<{ data: { path: string; expiresAt: string } }>().data;
    const listed = async () => {
      const res = await t.app.inject({ url: `/api/v1/blog/${draft._id}/previews`, headers: auth });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { id: string; createdAt: string; expiresAt: string }[] }>().data;
    };
    expect(await listed()).toEqual([]);

    const colleague = await make(30);
    const everyone = await make(120);
    const links = await listed();
    expect(links.map((link) => link.expiresAt)).toEqual([everyone.expiresAt, colleague.expiresAt]);
    expect(links[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      createdAt: expect.any(String),
      expiresAt: everyone.expiresAt,
    });
    const token = everyone.path.split('/').pop()!;
    expect(JSON.stringify(links)).not.toContain(token);

    const revoke = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/blog/${draft._id}/previews/${id}`,
        headers: auth,
      });
    const revoked = await revoke(links[0]!.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: 'Preview link ended' });
    const after = await t.app.inject(`/api/v1${everyone.path}`);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ message: 'This preview link has expired or does not exist' });
    // The other link goes on working, and is all the list holds.
    expect((await t.app.inject(`/api/v1${colleague.path}`)).statusCode).toBe(200);
    expect((await listed()).map((link) => link.expiresAt)).toEqual([colleague.expiresAt]);

    expect((await revoke(links[0]!.id)).statusCode).toBe(404);
    // A link's id does nothing under another blog.
    const other = await createBlog();
    const elsewhere = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/${other._id}/previews/${links[1]!.id}`,
      headers: auth,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await t.app.inject(`/api/v1${colleague.path}`)).statusCode).toBe(200);
  });
});
