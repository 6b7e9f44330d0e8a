import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  fs.mkdirSync(path.join(t.config.webRoot, 'shell/dist/about'), { recursive: true });
  fs.writeFileSync(
    path.join(t.config.webRoot, 'shell/dist/about/index.html'),
    '<!doctype html><h1>About (prerendered)</h1>',
  );
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('static hosting', () => {
  it('serves the shell at / with no-cache', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves each remote under its own prefix', async () => {
    for (const name of ['mf-content', 'mf-blog', 'mf-dashboard']) {
      const entry = await get(`/${name}/remoteEntry.js`);
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      const manifest = await get(`/${name}/mf-manifest.json`);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const index = await get(`/${name}/`);
      expect(index.body).toContain(`<title>${name}</title>`);
    }
  });

  it('caches hashed assets forever and other files for an hour', async () => {
    const asset = await get('/mf-blog/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 JSON, never the shell, for a missing file under a remote prefix', async () => {
    for (const url of [
      '/mf-content/nope.js',
      '/mf-blog/assets/missing.js',
      '/mf-dashboard',
      '/uploads/none.webp',
      '/api/v1/nope',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('history fallback', () => {
  it.each([
    '/blogs',
    '/blog/0123456789abcdef01234567',
    '/COPD',
    '/Pictures',
    '/pictures',
    '/dashboard/Forms',
    '/signin',
    '/Polysomnography',
    '/blogs/',
  ])('%s answers the shell with 200', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>shell</title>');
  });

  it.each(['/copd', '/nope', '/blog', '/blog/a/b', '/PICTURES', '/dashboard/forms', '/depression'])(
    '%s answers the shell with 404',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>shell</title>');
    },
  );

  it('prefers a prerendered page', async () => {
    const res = await get('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('About (prerendered)');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not fall back for other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});

describe('security headers', () => {
  it.each(['/api/v1/health', '/api/v1/nope', '/api/v1/forms'])(
    'are on the API answer %s, denying everything',
    async (url) => {
      const res = await get(url);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('add HSTS when the request came over HTTPS (behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await proxied.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it.each(['/', '/nope', '/blog/x', '/mf-content/remoteEntry.js', '/mf-blog/missing.js'])(
    'are on the page or file %s',
    async (url) => {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
      expect(csp).toContain('https://i.ytimg.com');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});

describe('health', () => {
  it('runs on the database the environment asks for', () => {
    expect(t.app.database.dialect).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
  });

  it('answers ok', async () => {
    const res = await get('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
