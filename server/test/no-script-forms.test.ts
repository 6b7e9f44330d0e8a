import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fakeRenders } from './helpers/fake-deployment';
import { createSiteTestApp, signedInSiteTestApp } from './helpers/site-test-app';

/** Forms the browser posts itself (scripts off, or sent before the page was live). */
const { t, auth } = signedInSiteTestApp();

const postForm = (
  url: string,
  fields: Record<string, string>,
  app = t.app,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

/** What the (fake) shell renderer was handed, from the boot block it writes. */
const bootOf = (html: string) =>
  JSON.parse(/id="clinic-boot">([^<]*)<\/script>/.exec(html)![1]!) as {
    postedForm?: {
      values: Record<string, string>;
      errors: Record<string, string>;
      failure?: string;
    };
  };

/** The reason a small refusal page gives. */
const alertOf = (html: string) => /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1];

const storedNames = async () => {
  const forms = await t.app.inject({ method: 'GET', url: '/api/v1/forms', headers: auth });
  return forms.json<{ data: { name: string }[] }>().data.map((form) => form.name);
};

describe('POST /signin (the sign-in form posted without scripts)', () => {
  it('answers a page saying sign-in needs JavaScript, never stored or cached', async () => {
    const answer = await postForm('/signin', { email: 'a@b.test', password: 'hunter2 secret' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('Signing in needs JavaScript');
    expect(answer.body).not.toContain('hunter2');
  });

  it('does not read the body: one no parser would take is answered the same', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/signin',
      payload: '{"password": "unterminated',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Signing in needs JavaScript');
  });

  it('refuses a body larger than any sign-in form, without draining it', async () => {
    const answer = await postForm('/signin', { email: 'a@b.test', password: 'x'.repeat(20_000) });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).not.toContain('xxxx');
  });
});

describe('POST /enquiry (the enquiry page posted without scripts)', () => {
  it('stores a valid enquiry and sends the visitor to the thank-you page', async () => {
    const answer = await postForm('/enquiry', {
      name: 'Gurpreet Singh',
      phone: '9876512345',
      message: 'Wheeze at night',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/enquiry/sent');
    expect(await storedNames()).toContain('Gurpreet Singh');
  });

  it('shows the form again with the same messages as the API, and stores nothing', async () => {
    const answer = await postForm('/enquiry', {
      name: 'Short Phone',
      phone: '12345',
      message: '',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(bootOf(answer.body).postedForm).toEqual({
      values: { name: 'Short Phone', phone: '12345' },
      errors: {
        phone: 'Phone number must be exactly 10 digits',
        message: 'Message is required',
      },
    });
    expect(await storedNames()).not.toContain('Short Phone');
  });

  it('a filled honeypot is thanked like anyone, and nothing is stored', async () => {
    const answer = await postForm('/enquiry', {
      name: 'Bot Name',
      phone: '9876512345',
      message: 'Buy now',
      website: 'https://spam.example',
    });
    expect(answer.statusCode).toBe(303);
    expect(await storedNames()).not.toContain('Bot Name');
  });

  it('counts against the same per-address limit as the API, and says so on a small page', async () => {
    const limited = await createSiteTestApp({ enquiryRateLimit: 2 });
    try {
      const enquiry = { name: 'Asha', phone: '9876512345', message: 'Hello' };
      expect((await postForm('/enquiry', enquiry, limited.app)).statusCode).toBe(303);
      const api = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/form',
        payload: enquiry,
      });
      expect(api.statusCode).toBe(201);
      const renders = fakeRenders().count;
      const refused = await postForm('/enquiry', enquiry, limited.app);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(alertOf(refused.body)).toMatch(/^Too many enquiries/);
      expect(refused.body).toContain('href="tel:');
      // Shared by every refusal like it: nothing of this post in it, and no render.
      expect(refused.body).not.toContain('Asha');
      const another = await postForm('/enquiry', { ...enquiry, name: 'Other' }, limited.app);
      expect(another.body).toBe(refused.body);
      expect(fakeRenders().count).toBe(renders);
    } finally {
      await limited.close();
    }
  });

  it("refuses a form another site posted in the visitor's name, storing nothing", async () => {
    const enquiry = { name: 'Cross Site', phone: '9876512345', message: 'Hi' };
    const renders = fakeRenders().count;
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ]) {
      const answer = await postForm('/enquiry', enquiry, t.app, headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(alertOf(answer.body)).toMatch(/sent from another website/);
      expect(answer.body).not.toContain('Cross Site');
      // The form to send it from here, empty.
      expect(answer.body).toContain('<form method="post" action="/enquiry">');
      expect(answer.body).toMatch(/<label for="enquiry-name">Name<\/label>/);
    }
    expect(fakeRenders().count).toBe(renders);
    expect(await storedNames()).not.toContain('Cross Site');
    const own = await postForm('/enquiry', enquiry, t.app, { 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(303);
  });

  it('shows a body too long to be an enquiry, or of another type, on a small page, with no render', async () => {
    const renders = fakeRenders().count;
    const long = await postForm('/enquiry', {
      name: 'Long',
      phone: '9876512345',
      message: 'x'.repeat(40_000),
    });
    expect(long.statusCode).toBe(413);
    expect(long.headers['content-type']).toMatch(/^text\/html/);
    expect(alertOf(long.body)).toMatch(/too long/);
    for (const [type, payload] of [
      ['text/plain', 'name=Plain'],
      ['application/json', '{"name":"Json","phone":"9876512345","message":"Hi"}'],
      ['multipart/form-data; boundary=x', '--x--'],
    ]) {
      const other = await t.app.inject({
        method: 'POST',
        url: '/enquiry',
        payload: payload!,
        headers: { 'content-type': type! },
      });
      expect(other.statusCode, type).toBe(415);
      expect(alertOf(other.body)).toMatch(/could not be read/);
    }
    expect(fakeRenders().count).toBe(renders);
    expect(await storedNames()).not.toContain('Json');
  });

  it('sends the small page compressed when the browser accepts it', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/enquiry',
      payload: 'name=x',
      headers: { 'content-type': 'text/plain', 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(alertOf(brotliDecompressSync(answer.rawPayload).toString())).toMatch(
      /could not be read/,
    );
  });
});
