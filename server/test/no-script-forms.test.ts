import { describe, expect, it } from 'vitest';
import { signedInSiteTestApp } from './helpers/site-test-app';
import { createSiteTestApp } from './helpers/site-test-app';

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

  it('counts against the same per-address limit as the API, and says so on the page', async () => {
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
      const refused = await postForm('/enquiry', enquiry, limited.app);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(bootOf(refused.body).postedForm).toMatchObject({
        values: { name: 'Asha', phone: '9876512345', message: 'Hello' },
        failure: expect.stringMatching(/^Too many enquiries/),
      });
    } finally {
      await limited.close();
    }
  });

  it("refuses a form another site posted in the visitor's name, storing nothing", async () => {
    const enquiry = { name: 'Cross Site', phone: '9876512345', message: 'Hi' };
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ]) {
      const answer = await postForm('/enquiry', enquiry, t.app, headers);
      expect(answer.statusCode).toBe(403);
      expect(bootOf(answer.body).postedForm).toEqual({
        values: {},
        errors: {},
        failure: expect.stringMatching(/sent from another website/),
      });
    }
    expect(await storedNames()).not.toContain('Cross Site');
    const own = await postForm('/enquiry', enquiry, t.app, { 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(303);
  });

  it('shows a body too long to be an enquiry, or of another type, as a message on the page', async () => {
    const long = await postForm('/enquiry', {
      name: 'Long',
      phone: '9876512345',
      message: 'x'.repeat(40_000),
    });
    expect(long.statusCode).toBe(413);
    expect(long.headers['content-type']).toMatch(/^text\/html/);
    expect(bootOf(long.body).postedForm?.failure).toMatch(/too long/);
    const other = await t.app.inject({
      method: 'POST',
      url: '/enquiry',
      payload: 'name=Plain',
      headers: { 'content-type': 'text/plain' },
    });
    expect(other.statusCode).toBe(415);
    expect(bootOf(other.body).postedForm?.failure).toMatch(/could not be read/);
  });
});
