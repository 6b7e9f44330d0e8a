import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeRenders } from './helpers/fake-deployment';
import { multipart, bearer, signInStaff, type TestApp } from '@clinic/api/testing';
import { createSiteTestApp } from './helpers/site-test-app';

/**
 * Random Host, X-Forwarded-*, path, method and body shapes against the site, behind a trusted
 * proxy so the forwarded headers are read: no answer is a 5xx, and the pages stay cached (the
 * random requests add at most a bounded number of renders, besides the enquiry forms shown again
 * as typed). `pnpm test:fuzz` runs 10,000 of them.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

let t: TestApp;
let blogId = '';
beforeAll(async () => {
  t = await createSiteTestApp({
    publicOrigin: 'https://clinic.example',
    trustProxy: ['127.0.0.1'],
    // The defaults: posted forms and sign-ins are limited as on a real server.
    enquiryRateLimit: 10,
    loginMaxFailures: 5,
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
    '/enquiry',
    '/signin',
    '/api/v1/form',
    '/api/v1/login',
    '/api/v1/logout',
    '/api/v1/blog',
    '/api/v1/forms',
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
const enquiryFields = fc.record(
  {
    name: fc.oneof(text, fc.constant('Fuzz Patient')),
    phone: fc.oneof(text, fc.constant('9876512345')),
    message: fc.oneof(text, fc.constant('Cough'), fc.constant('x'.repeat(3000))),
    website: text,
  },
  { requiredKeys: [] },
);
/** What a body may be: none, a form, JSON (well-formed or not), text, multipart, or too large. */
const body = optional(
  fc.oneof(
    fc.record({
      type: fc.constant('application/x-www-form-urlencoded'),
      payload: fc.oneof(
        enquiryFields.map((fields) => new URLSearchParams(fields).toString()),
        text,
        fc.constant(`message=${'x'.repeat(40_000)}`),
      ),
    }),
    fc.record({
      type: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
      payload: fc.oneof(
        fc.json(),
        enquiryFields.map((fields) => JSON.stringify(fields)),
        fc.constantFrom('{"email":"a@b.co","password":"not it"}', '{"a":', '', 'null', '[]'),
      ),
    }),
    fc.record({
      type: fc.oneof(
        fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/xml'),
        text,
      ),
      payload: fc.oneof(
        text,
        fc.constant('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'),
      ),
    }),
  ),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
  body,
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

it(`answers ${RUNS} random hosts, forwarded headers, paths, methods and bodies without a 5xx, and keeps pages cached`, async () => {
  expect((await t.app.inject({ url: '/COPD' })).statusCode).toBe(200);
  const before = fakeRenders().count;
  const statuses = new Map<number, number>();
  let formsShownAgain = 0;
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const headers: Record<string, string> = { host: r.host };
      if (r.forwardedFor !== undefined) headers['x-forwarded-for'] = r.forwardedFor;
      if (r.forwardedHost !== undefined) headers['x-forwarded-host'] = r.forwardedHost;
      if (r.forwardedProto !== undefined) headers['x-forwarded-proto'] = r.forwardedProto;
      if (r.acceptEncoding !== undefined) headers['accept-encoding'] = r.acceptEncoding;
      const withBody = r.body !== undefined && r.method !== 'GET' && r.method !== 'HEAD';
      if (withBody) headers['content-type'] = r.body!.type;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.path.replace('__known__', blogId),
        headers,
        ...(withBody && { payload: r.body!.payload }),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      // The one answer that renders: an enquiry form the API read and found wrong, shown again.
      if (
        r.method === 'POST' &&
        res.statusCode === 400 &&
        /^text\/html/.test(String(res.headers['content-type']))
      )
        formsShownAgain++;
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
  expect(fakeRenders().count - before - formsShownAgain).toBeLessThanOrEqual(20);
  const afterRun = fakeRenders().count;
  expect((await t.app.inject({ url: '/COPD' })).statusCode).toBe(200);
  expect(fakeRenders().count).toBe(afterRun);
  if (process.env.FUZZ_STATS)
    console.log({ statuses: Object.fromEntries(statuses), formsShownAgain });
});
