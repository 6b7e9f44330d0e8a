import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers/signed-in-test-app';

const { t, auth } = signedInTestApp();

const raw = (
  url: string,
  body: string | Buffer,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': contentType, ...headers },
  });

describe('bad input answers 4xx JSON { message }', () => {
  it.each(['/api/v1/form', '/api/v1/login', '/api/v1/social-links'])(
    'malformed JSON to %s → 400',
    async (url) => {
      const res = await raw(url, '{"name": "A",', 'application/json', auth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
    },
  );

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('%s as the body → 400', async (_label, body) => {
    const res = await raw('/api/v1/form', body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('an empty JSON body → 400', async () => {
    const res = await raw('/api/v1/form', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('a body over the limit → 400', async () => {
    const res = await raw(
      '/api/v1/form',
      JSON.stringify({ name: 'A', phone: '9876543210', message: 'x'.repeat(300_000) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is too large' });
  });

  it('an unsupported content type → 415', async () => {
    const res = await raw('/api/v1/form', 'name=A', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBeTruthy();
  });

  it('__proto__ in JSON → 400, never pollution', async () => {
    const res = await raw(
      '/api/v1/form',
      '{"name":"A","phone":"9876543210","message":"m","__proto__":{"admin":true}}',
    );
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('drops unknown fields', async () => {
    const res = await raw(
      '/api/v1/form',
      JSON.stringify({
        name: 'A',
        phone: '9876543210',
        message: 'm',
        _id: 'x',
        createdAt: '1999',
        extra: 1,
      }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data._id).not.toBe('x');
    expect(data.createdAt).not.toBe('1999');
    expect(data).not.toHaveProperty('extra');
  });

  it('a multipart body to a JSON route → 415', async () => {
    const res = await raw('/api/v1/form', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a garbled multipart body to a blog route → 4xx', async () => {
    const res = await raw(
      '/api/v1/blog',
      'not really multipart',
      'multipart/form-data; boundary=zzz',
      auth,
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('an unknown API path or method → 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/doctors'],
      ['PATCH', '/api/v1/form'],
      ['GET', '/api/v2/blogs'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });
});
