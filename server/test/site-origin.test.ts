import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from './helpers/site-test-app';

/** Pages, the sitemap and robots.txt name the configured origin, never a request's Host. */
let fixed: SiteTestApp;
let local: SiteTestApp;
beforeAll(async () => {
  fixed = await createSiteTestApp({ publicOrigin: 'https://clinic.example' });
  local = await createSiteTestApp();
});
afterAll(async () => {
  await fixed.close();
  await local.close();
});

const MALFORMED_HOSTS = ['bad host', 'a/b', 'x@evil.example', '[zz]', 'evil.example:99999999'];

describe('with PUBLIC_URL', () => {
  it.each(['/COPD', '/sitemap.xml', '/robots.txt', '/nope'])(
    'names it on %s whatever Host and X-Forwarded-Host say',
    async (url) => {
      const res = await fixed.app.inject({
        url,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil2.example' },
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/evil/);
      if (url !== '/nope') expect(res.body).toContain('https://clinic.example/');
    },
  );

  it('serves a forged Host the page cached for the real one', async () => {
    const real = await fixed.app.inject({ url: '/COPD', headers: { host: 'clinic.example' } });
    const forged = await fixed.app.inject({ url: '/COPD', headers: { host: 'evil.example' } });
    expect(forged.body).toBe(real.body);
    expect(real.body).toContain('<link rel="canonical" href="https://clinic.example/COPD">');
  });

  it.each(MALFORMED_HOSTS)('answers 400 JSON for the malformed Host %j', async (host) => {
    const res = await fixed.app.inject({ url: '/COPD', headers: { host } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Host/);
  });
});

describe('without PUBLIC_URL (a local run)', () => {
  it.each(['localhost', 'localhost:80', '127.0.0.1', '[::1]'])(
    'answers for this machine (%s) under its own name',
    async (host) => {
      const res = await local.app.inject({ url: '/COPD', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        `<link rel="canonical" href="http://${host.replace(':80', '')}/COPD">`,
      );
    },
  );

  it.each(['evil.example', 'localhost:1234', 'localhost.evil.example'])(
    'answers 400 for another host (%s), on pages and the API alike',
    async (host) => {
      for (const url of ['/COPD', '/sitemap.xml', '/api/v1/health']) {
        const res = await local.app.inject({ url, headers: { host } });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/PUBLIC_URL/);
      }
    },
  );

  it.each(MALFORMED_HOSTS)('answers 400 for the malformed Host %j', async (host) => {
    expect((await local.app.inject({ url: '/', headers: { host } })).statusCode).toBe(400);
  });

  it('believes no X-Forwarded-Host or -Proto without a trusted proxy', async () => {
    const res = await local.app.inject({
      url: '/sitemap.xml',
      headers: {
        host: 'localhost',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<loc>http://localhost/COPD</loc>');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
