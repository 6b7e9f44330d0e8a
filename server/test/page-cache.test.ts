import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeRenders } from './helpers/fake-deployment';
import { multipart, bearer, signInStaff, type TestApp } from '@clinic/api/testing';
import { createSiteTestApp } from './helpers/site-test-app';

/** What a flood of made-up or uncached URLs costs: one shared entry, and renders bounded. */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createSiteTestApp({ publicOrigin: 'https://clinic.example' });
  auth = bearer(await signInStaff(t.app));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });
const randomId = () =>
  Array.from({ length: 24 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');

describe('the page cache', () => {
  it('keeps /COPD cached through 500 distinct unknown blog ids and 250 made-up paths, rendering the not-found pages once each', async () => {
    expect((await get('/COPD')).statusCode).toBe(200);
    const before = fakeRenders().count;
    expect((await get('/COPD')).statusCode).toBe(200);
    expect(fakeRenders().count).toBe(before);

    const blogIds = Array.from({ length: 500 }, () => `/blog/${randomId()}`);
    const madeUp = Array.from({ length: 250 }, (_, i) => `/made-up-${i}/${randomId()}?q=${i}`);
    const answers = await Promise.all([...blogIds, ...madeUp].map(get));
    expect(answers).toHaveLength(750);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([404]));
    // One render for all unknown blogs, one for all unknown paths.
    expect(fakeRenders().count - before).toBeLessThanOrEqual(2);
    for (const a of answers) expect(a.body).not.toMatch(/made-up|blog\/[0-9a-f]{24}/);

    const copd = await get('/COPD');
    expect(copd.statusCode).toBe(200);
    expect(fakeRenders().count - before).toBeLessThanOrEqual(2);
  });

  it('redirects a trailing slash to the page (301), keeping the query', async () => {
    const res = await get('/COPD/?from=ad');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/COPD?from=ad');
    expect((await get('/COPD//')).headers.location).toBe('/COPD');
  });

  it('never redirects to another site', async () => {
    for (const url of ['//evil.example/', '/\\evil.example/', '///evil.example//']) {
      const res = await get(url);
      expect(String(res.headers.location ?? '')).not.toMatch(/^\/[/\\]/);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('renders a few cache misses at a time; the rest wait or get 503 with Retry-After', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const form = multipart({
        title: `Post ${i}`,
        subTitle: 'Sub',
        status: 'published',
        content: '[]',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/blog',
        payload: form.payload,
        headers: { ...auth, ...form.headers },
      });
      ids.push(res.json<{ data: { _id: string } }>().data._id);
    }
    fakeRenders().most = 0;
    const answers = await Promise.all(ids.map((id) => get(`/blog/${id}`)));
    expect(fakeRenders().most).toBeLessThanOrEqual(2);
    for (const a of answers) {
      expect([200, 503]).toContain(a.statusCode);
      if (a.statusCode === 503) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(32);
    // Cached pages are not held up by misses.
    expect((await get('/COPD')).statusCode).toBe(200);
  });

  it('renders refused enquiries (never cached) through the same bound', async () => {
    fakeRenders().most = 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/enquiry',
          payload: new URLSearchParams({ name: `Visitor ${i}`, phone: '123' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    );
    expect(fakeRenders().most).toBeLessThanOrEqual(2);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([400, 503]));
    for (const a of answers.filter((a) => a.statusCode === 503))
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
  });
});
