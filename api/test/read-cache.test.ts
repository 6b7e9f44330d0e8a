import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { signedInTestApp } from './helpers/signed-in-test-app';

const { t, auth } = signedInTestApp();

const publish = async (title: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/blog',
    headers: auth,
    payload: {
      title,
      subTitle: 'S',
      status: 'published',
      content: [{ paragraph: 'Breathe slowly. '.repeat(200) }],
    },
  });
  return res.json().data as { _id: string };
};

it('shows a staff change to visitors at once, though the lists are cached', async () => {
  const first = await publish('First');
  const list = async () =>
    (await t.app.inject('/api/v1/published-blogs'))
      .json()
      .data.map((b: { title: string }) => b.title);
  expect(await list()).toEqual(['First']);
  expect(await list()).toEqual(['First']);
  await publish('Second');
  expect(await list()).toEqual(['Second', 'First']);
  await t.app.inject({
    method: 'PUT',
    url: `/api/v1/blog/${first._id}/status`,
    headers: auth,
    payload: { status: 'draft' },
  });
  expect(await list()).toEqual(['Second']);
  expect((await t.app.inject(`/api/v1/blog/${first._id}`)).statusCode).toBe(404);

  await t.app.inject({
    method: 'POST',
    url: '/api/v1/social-links',
    headers: auth,
    payload: { category: 'homeinsta', url: 'https://a.example' },
  });
  expect((await t.app.inject('/api/v1/social-links')).json().data).toHaveLength(1);
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/social-links',
    headers: auth,
    payload: { category: 'homeinsta', url: 'https://b.example' },
  });
  expect((await t.app.inject('/api/v1/social-links')).json().data).toHaveLength(2);
});

it('gzips cached answers for clients that accept it', async () => {
  const plain = await t.app.inject('/api/v1/published-blogs');
  const zipped = await t.app.inject({
    url: '/api/v1/published-blogs',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toBe('accept-encoding');
  expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  expect(plain.headers['content-encoding']).toBeUndefined();
});
