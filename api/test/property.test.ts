import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../src/uploads/uploads-location';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';
import { bearer, signInStaff } from './helpers/staff';

/**
 * Thousands of random and malformed requests against every endpoint. Two promises hold for all
 * of them: no answer is a 5xx, and without a valid token no data changes.
 */
let t: TestApp;
let token: string;
const knownIds: string[] = [];

beforeAll(async () => {
  // Default sign-in lock-out (5) on purpose: random sign-ins soon hit the 429 path too.
  t = await createTestApp({ loginMaxFailures: 5 });
  token = await signInStaff(t.app);
  const auth = bearer(token);
  for (const status of ['draft', 'published']) {
    const form = multipart({ title: `Seed ${status}`, subTitle: 'Sub', status, content: '[]' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
    knownIds.push(res.json().data._id);
  }
  const link = await t.app.inject({
    method: 'POST',
    url: '/api/v1/social-links',
    headers: auth,
    payload: { category: 'homeinsta', url: 'https://x.example' },
  });
  knownIds.push(link.json().data.data._id);
  const form = await t.app.inject({
    method: 'POST',
    url: '/api/v1/form',
    payload: { name: 'Seed', phone: '9876543210', message: 'Seed' },
  });
  knownIds.push(form.json().data._id);
});
afterAll(() => {
  if (process.env.PROPERTY_STATS) console.log(JSON.stringify(statusCounts, null, 1));
  return t.close();
});

const ROUTES = [
  ['POST', '/api/v1/login'],
  ['POST', '/api/v1/logout'],
  ['GET', '/api/v1/social-links'],
  ['POST', '/api/v1/social-links'],
  ['DELETE', '/api/v1/social-links/:id'],
  ['GET', '/api/v1/forms'],
  ['POST', '/api/v1/form'],
  ['DELETE', '/api/v1/form/:id'],
  ['PATCH', '/api/v1/form/:id'],
  ['GET', '/api/v1/forms/new-count'],
  ['GET', '/api/v1/blogs'],
  ['GET', '/api/v1/published-blogs'],
  ['GET', '/api/v1/blog/:id'],
  ['POST', '/api/v1/blog'],
  ['PUT', '/api/v1/blog/:id'],
  ['PUT', '/api/v1/blog/:id/status'],
  ['DELETE', '/api/v1/blog/:id'],
  ['GET', '/api/v1/health'],
  ['GET', '/api/v1/session'],
] as const;

const FIELD_NAMES = [
  'name',
  'phone',
  'message',
  'website',
  'email',
  'password',
  'rememberPassword',
  'category',
  'url',
  'title',
  'subTitle',
  'status',
  'content',
  'removeImage',
  'note',
  '__proto__',
  'constructor',
  '_id',
];

const printable = fc.string({
  unit: fc.constantFrom(...'abcXYZ019 -_./:;=+%"\'<>{}[]\\@é'.split('')),
  maxLength: 60,
});
const anyText = fc.oneof(
  printable,
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    '',
    ' ',
    '9876543210',
    'draft',
    'published',
    'homeinsta',
    'https://ok.example',
    '[]',
    '[{"bulletPoints":[" "]}]',
  ),
);
const fieldValue = fc.oneof(
  anyText,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const plausibleObject = fc.dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 8 });

const id = fc.oneof(
  fc.constantFrom(...knownIdsProxy()),
  fc.stringMatching(/^[0-9a-f]{24}$/),
  printable.map((s) => encodeURIComponent(s) || 'x'),
  fc.constantFrom(
    '..%2F..%2Fetc',
    '%00',
    '%E0%A4%A',
    'null',
    'undefined',
    '0',
    '-1',
    'a'.repeat(99),
  ),
);

/** knownIds fills in beforeAll; the arbitrary reads it lazily. */
function knownIdsProxy(): string[] {
  return ['__known0__', '__known1__', '__known2__', '__known3__'];
}
const resolveId = (value: string) =>
  /^__known(\d)__$/.test(value) ? (knownIds[Number(value[7])] ?? value) : value;

/** A valid payload for each call that takes one; random changes to it reach the deeper code. */
const VALID_PAYLOADS: Record<string, Record<string, unknown>> = {
  '/api/v1/form': { name: 'Asha', phone: '9876543210', message: 'Hello', website: '' },
  '/api/v1/login': {
    email: 'doctor@clinic.example',
    password: 'a wrong password',
    rememberPassword: true,
  },
  '/api/v1/social-links': { category: 'mediayoutube', url: 'https://youtube.com/watch?v=1' },
  '/api/v1/blog': {
    title: 'T',
    subTitle: 'S',
    status: 'published',
    content: [{ sectionTitle: 'a', paragraph: 'b', bulletPoints: ['c', ' '] }],
  },
  '/api/v1/blog/:id': { title: 'T2', subTitle: 'S2', removeImage: 'true' },
  '/api/v1/blog/:id/status': { status: 'draft' },
  '/api/v1/form/:id': { status: 'contacted', note: 'Called back' },
};
const asFormField = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
const SAFE_FIELD_NAMES = FIELD_NAMES.filter((n) => n !== '__proto__' && n !== 'constructor');

const bodyFor = (path: string) => {
  const valid = VALID_PAYLOADS[path] ?? {};
  const nearValid = fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 2 })
    .map((changes) => ({ ...valid, ...changes }));
  return fc.oneof(
    {
      weight: 3,
      arbitrary: nearValid.map((o) => ({ type: 'application/json', payload: JSON.stringify(o) })),
    },
    {
      weight: path.includes('blog') ? 3 : 1,
      arbitrary: nearValid.map((o) => {
        const fields = Object.fromEntries(
          Object.entries(o)
            .filter(([k]) => SAFE_FIELD_NAMES.includes(k) || !FIELD_NAMES.includes(k))
            .map(([k, v]) => [k, asFormField(v)]),
        );
        const form = multipart(fields);
        return { type: form.headers['content-type']!, payload: form.payload.toString('latin1') };
      }),
    },
    plausibleObject.map((o) => ({ type: 'application/json', payload: JSON.stringify(o) })),
    fc
      .jsonValue({ maxDepth: 4 })
      .map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? '' })),
    anyText.map((s) => ({ type: 'application/json', payload: s })),
    fc
      .tuple(
        fc.constantFrom(
          'multipart/form-data; boundary=x',
          'multipart/form-data',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'image/png',
          '',
        ),
        anyText,
      )
      .map(([type, payload]) => ({ type, payload })),
    fc.constant(undefined),
  );
};

const forgedAuth = fc.oneof(
  fc.constant(undefined),
  fc.stringMatching(/^[A-Za-z0-9_-]{20,60}$/).map((s) => `Bearer ${s}`),
  printable.map((s) => `Bearer ${s}`),
  printable,
  fc.constantFrom('Bearer', 'Bearer ', 'bearer null', 'Basic YTpi', `Bearer ${'A'.repeat(300)}`),
);

const request = (
  auth: fc.Arbitrary<string | undefined>,
  routes: readonly (typeof ROUTES)[number][] = ROUTES,
) =>
  fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      id,
      body: bodyFor(route[1]),
      auth,
      forwardedFor: fc.option(printable, { nil: undefined }),
      // Mostly the default host, so most requests reach the routes; sometimes forged or malformed.
      host: fc.option(fc.oneof(fc.constantFrom('evil.example', 'bad host', '[::1]'), printable), {
        nil: undefined,
        freq: 8,
      }),
      forwardedHost: fc.option(printable, { nil: undefined }),
      forwardedProto: fc.option(fc.constantFrom('https', 'http', 'x'), { nil: undefined }),
      accept: fc.option(fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp'), {
        nil: undefined,
      }),
    }),
  );

type RandomRequest = ReturnType<typeof request> extends fc.Arbitrary<infer R> ? R : never;

async function send(r: RandomRequest) {
  const [method, template] = r.route;
  const url = template.replace(':id', resolveId(r.id));
  const headers: Record<string, string> = {};
  if (r.auth !== undefined) headers.authorization = r.auth;
  if (r.forwardedFor !== undefined) headers['x-forwarded-for'] = r.forwardedFor;
  if (r.host !== undefined) headers.host = r.host;
  if (r.forwardedHost !== undefined) headers['x-forwarded-host'] = r.forwardedHost;
  if (r.forwardedProto !== undefined) headers['x-forwarded-proto'] = r.forwardedProto;
  if (r.accept !== undefined) headers.accept = r.accept;
  const hasBody = method !== 'GET' && r.body !== undefined;
  if (hasBody && r.body!.type) headers['content-type'] = r.body!.type;
  return t.app.inject({
    method,
    url,
    headers,
    ...(hasBody ? { payload: Buffer.from(r.body!.payload, 'latin1') } : {}),
  });
}

async function snapshot() {
  const db = t.app.db;
  return JSON.stringify({
    blogs: await db.selectFrom('blogs').selectAll().orderBy('id').execute(),
    links: await db.selectFrom('social_links').selectAll().orderBy('id').execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    sessions: await db.selectFrom('sessions').selectAll().orderBy('token_hash').execute(),
    enquiries: await db.selectFrom('enquiries').selectAll().orderBy('id').execute(),
    uploads: fs.readdirSync(uploadsDir(t.config.dataDir)).sort(),
  });
}

export const statusCounts: Record<string, number> = {};
const noServerError = async (r: RandomRequest) => {
  const res = await send(r);
  const key = `${r.route[0]} ${r.route[1]} ${res.statusCode}`;
  statusCounts[key] = (statusCounts[key] ?? 0) + 1;
  if (res.statusCode >= 500)
    throw new Error(`${r.route.join(' ')} answered ${res.statusCode}: ${res.body}`);
  if (r.route[0] !== 'GET' || res.statusCode >= 400) {
    // Every error is JSON with a message.
    if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
  }
};

describe('random requests', () => {
  it('without a valid token: never 5xx and no data changes (except the public enquiry form)', async () => {
    const before = await snapshot();
    const mutating = request(
      forgedAuth,
      ROUTES.filter(
        ([method, path]) =>
          !(method === 'POST' && (path === '/api/v1/form' || path === '/api/v1/login')),
      ),
    );
    await fc.assert(fc.asyncProperty(mutating, noServerError), { numRuns: 2000 });
    expect(await snapshot()).toBe(before);
  });

  it('to the public form and sign-in: never 5xx', async () => {
    const publicPosts = request(
      forgedAuth,
      ROUTES.filter(
        ([method, path]) =>
          method === 'POST' && (path === '/api/v1/form' || path === '/api/v1/login'),
      ),
    );
    await fc.assert(fc.asyncProperty(publicPosts, noServerError), { numRuns: 500 });
  });

  it('with a valid staff token: never 5xx', async () => {
    const staff = request(
      fc.constant(`Bearer ${token}`),
      ROUTES.filter(([, path]) => path !== '/api/v1/logout'),
    );
    await fc.assert(fc.asyncProperty(staff, noServerError), { numRuns: 1000 });
  });
});
