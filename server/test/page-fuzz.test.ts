import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeRenders } from './helpers/fake-deployment';
import { multipart } from '@clinic/api/testing/multipart';
import { bearer, signInStaff } from '@clinic/api/testing/staff';
import type { TestApp } from '@clinic/api/testing/test-app';
import { createSiteTestApp } from './helpers/site-test-app';

/**
 * Random Host, X-Forwarded-* and path shapes against the page host, behind a trusted proxy so the
 * forwarded headers are read: no answer is a 5xx, and the pages stay cached (the random requests
 * add at most a bounded number of renders). `pnpm test:fuzz` runs 10,000 of them.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

let t: TestApp;
let blogId = '';
beforeAll(async () => {
  t = await createSiteTestApp({
    publicOrigin: 'https://clinic.example',
    trustProxy: ['127.0.0.1'],
  });
  const form = multipart({ title: 'Known', subTitle: 'Sub', status: 'published', content: '[]' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/blog',
    payload: form.payload,
    headers: { ...bearer(await signInStaff(t.app)), ...form.headers },
  });
  blogId = res.json<{ data: { _id: string } }>().data._id;
});
afterAll(() => t.close());

const text = fc.string({
  unit: fc.constantFrom(...'abcXYZ019 -_.:;=+%"\'<>{}[]\\/@?#&é\u0000\t'.split('')),
  maxLength: 40,
});
const segment = fc.oneof(
  fc.constantFrom('COPD', 'about', 'blog', 'blogs', 'pictures', 'Pictures', 'api', 'v1', 'uploads'),
  fc.constantFrom(
    'mf-blog',
    'mf-content',
    'server',
    '..',
    '.',
    '',
    '%2e%2e',
    '%2F',
    '%00',
    '%E0%A4%A',
  ),
  fc.stringMatching(/^[0-9a-f]{24}$/),
  text.map((s) => encodeURIComponent(s)),
);
const path = fc.oneof(
  fc.constantFrom(
    '/',
    '/COPD',
    '/COPD/',
    '/COPD//',
    '/blog/__known__',
    '/sitemap.xml',
    '/robots.txt',
  ),
  fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => `/${s.join('/')}`),
  fc.tuple(fc.constantFrom('//', '/%5C', '///'), text).map(([a, b]) => a + encodeURIComponent(b)),
  fc
    .tuple(fc.constantFrom('/COPD', '/blog/x', '/nope'), text)
    .map(([p, q]) => `${p}?${encodeURIComponent(q)}`),
);
const host = fc.oneof(
  fc.constantFrom('clinic.example', 'evil.example', 'localhost', 'localhost:8080', '127.0.0.1:1'),
  fc.constantFrom('[::1]', '[::1]:443', '[zz]', 'a b', 'a/b', 'x@y', 'x:99999', ':80', 'é.example'),
  fc.domain(),
  text,
);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS'),
  path,
  host,
  forwardedFor: optional(
    fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      text,
      fc.array(fc.ipV4()).map((a) => a.join(', ')),
    ),
  ),
  forwardedHost: optional(host),
  forwardedProto: optional(
    fc.oneof(fc.constantFrom('https', 'http', 'https, http', 'ftp', ''), text),
  ),
  acceptEncoding: optional(fc.constantFrom('br', 'gzip', 'br;q=0, gzip', '*', 'identity')),
});

it(`answers ${RUNS} random hosts, forwarded headers and paths without a 5xx, and keeps pages cached`, async () => {
  expect((await t.app.inject({ url: '/COPD' })).statusCode).toBe(200);
  const before = fakeRenders().count;
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const headers: Record<string, string> = { host: r.host };
      if (r.forwardedFor !== undefined) headers['x-forwarded-for'] = r.forwardedFor;
      if (r.forwardedHost !== undefined) headers['x-forwarded-host'] = r.forwardedHost;
      if (r.forwardedProto !== undefined) headers['x-forwarded-proto'] = r.forwardedProto;
      if (r.acceptEncoding !== undefined) headers['accept-encoding'] = r.acceptEncoding;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.path.replace('__known__', blogId),
        headers,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500)
        throw new Error(`${r.method} ${r.path} answered ${res.statusCode}: ${res.body}`);
      expect(res.body).not.toContain('evil.example');
      const location = String(res.headers.location ?? '');
      expect(location).not.toMatch(/^(\/[/\\]|[a-z]+:)/i);
    }),
    { numRuns: RUNS },
  );
  // The pages the random paths can reach, plus the not-found and missing-blog pages: nothing else
  // may cost a render, however many requests were sent.
  expect(fakeRenders().count - before).toBeLessThanOrEqual(20);
  const afterRun = fakeRenders().count;
  expect((await t.app.inject({ url: '/COPD' })).statusCode).toBe(200);
  expect(fakeRenders().count).toBe(afterRun);
  if (process.env.FUZZ_STATS) console.log(Object.fromEntries(statuses));
});
