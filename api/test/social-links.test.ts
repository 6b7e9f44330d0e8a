import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers/signed-in-test-app';

const { t, auth } = signedInTestApp();

const create = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/social-links',
    headers: auth,
    payload: payload as object,
  });

describe('social links', () => {
  it('creates (answer in data.data), lists newest first under data, and deletes', async () => {
    const first = await create({
      category: 'homeyoutube',
      url: 'https://www.youtube.com/watch?v=abc',
    });
    expect(first.statusCode).toBe(201);
    const link = first.json().data.data;
    expect(link).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      category: 'homeyoutube',
      url: 'https://www.youtube.com/watch?v=abc',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const second = (
      await create({ category: 'mediainsta', url: 'http://instagram.com/p/1' })
    ).json().data.data;

    const list = await t.app.inject({ url: '/api/v1/social-links' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [second, link] });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/social-links/${link._id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Link deleted' });
    expect((await t.app.inject({ url: '/api/v1/social-links' })).json().data).toEqual([second]);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/social-links/${link._id}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Link not found' });
  });

  it('accepts each of the six categories', async () => {
    for (const category of [
      'homestories',
      'homeyoutube',
      'homeinsta',
      'mediayoutube',
      'mediayoutubelatest',
      'mediainsta',
    ]) {
      expect((await create({ category, url: 'https://example.com/x' })).statusCode).toBe(201);
    }
  });

  it('passes the URL through unchanged and drops unknown fields', async () => {
    const url = 'https://www.instagram.com/reel/Cx1?igsh=MTc4&utm_source=ig_web#top';
    const res = await create({ category: 'homeinsta', url, _id: 'mine', admin: true });
    expect(res.json().data.data.url).toBe(url);
    expect(res.json().data.data._id).not.toBe('mine');
    expect(res.json().data.data).not.toHaveProperty('admin');
  });

  it.each([
    [{ url: 'https://x.example' }, 'Category is required.'],
    [{ category: '', url: 'https://x.example' }, 'Category is required.'],
    [{ category: 'twitter', url: 'https://x.example' }, 'Category is required.'],
    [{ category: 'homeinsta' }, 'Enter a valid URL (must start with http or https).'],
    [
      { category: 'homeinsta', url: 'ftp://x.example' },
      'Enter a valid URL (must start with http or https).',
    ],
    [
      { category: 'homeinsta', url: 'javascript:alert(1)' },
      'Enter a valid URL (must start with http or https).',
    ],
    [
      { category: 'homeinsta', url: 'https://x.example/a b' },
      'Enter a valid URL (must start with http or https).',
    ],
    [
      { category: 'homeinsta', url: 'https://x.example/"onmouseover=' },
      'Enter a valid URL (must start with http or https).',
    ],
    [
      { category: 'homeinsta', url: "https://x.example/'" },
      'Enter a valid URL (must start with http or https).',
    ],
    [
      { category: 'homeinsta', url: 'https://' },
      'Enter a valid URL (must start with http or https).',
    ],
    [{ category: 'homeinsta', url: 42 }, 'Enter a valid URL (must start with http or https).'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for an id of the wrong shape', async () => {
    for (const id of ['nope', '../../etc', '0123456789ABCDEF01234567', "1' or '1'='1"]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/social-links/${encodeURIComponent(id)}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
