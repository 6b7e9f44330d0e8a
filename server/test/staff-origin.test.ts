import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from './helpers/site-test-app';
import { onPublic, onStaff, PUBLIC, STAFF } from './helpers/two-origins';

/** Decision 0076: with STAFF_URL, the staff pages have an origin of their own. */

let t: SiteTestApp;
beforeAll(async () => {
  t = await createSiteTestApp({ publicOrigin: PUBLIC, staffOrigin: STAFF });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

interface Boot {
  pages: string[];
  remoteNames: string[];
  elsewhere?: { origin: string; paths: string[] };
}
const bootOf = (html: string) =>
  JSON.parse(/id="clinic-boot">([^<]*)<\/script>/.exec(html)![1]!) as Boot;

describe('the public origin', () => {
  it.each(['/dashboard', '/dashboard/Forms?status=new', '/signin'])(
    'sends the staff page %s to the staff origin (302)',
    async (url) => {
      const res = await get(url, onPublic);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${STAFF}${url}`);
    },
  );

  it('redirects to the configured staff origin whatever Host or X-Forwarded-Host say', async () => {
    const res = await get('/dashboard', {
      host: 'evil.example',
      'x-forwarded-host': 'staff.evil.example',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${STAFF}/dashboard`);
  });

  it('composes public pages that know no staff page or the staff remote', async () => {
    const res = await get('/COPD', onPublic);
    expect(res.statusCode).toBe(200);
    const boot = bootOf(res.body);
    expect(boot.pages).toContain('/COPD');
    expect(boot.pages).not.toContain('/dashboard');
    expect(boot.remoteNames.sort()).toEqual(['mf_blog', 'mf_content']);
    expect(boot.elsewhere).toEqual({
      origin: STAFF,
      paths: ['/signin', '/dashboard', '/dashboard/Forms'],
    });
  });
});

describe('the staff origin', () => {
  it.each(['/signin', '/dashboard', '/dashboard/Forms'])(
    'serves the staff page %s, composed with the staff remote alone',
    async (url) => {
      const res = await get(url, onStaff);
      expect(res.statusCode).toBe(200);
      const boot = bootOf(res.body);
      expect(boot.pages).toEqual(['/signin', '/dashboard', '/dashboard/Forms']);
      expect(boot.remoteNames).toEqual(['mf_dashboard']);
      expect(boot.elsewhere?.origin).toBe(PUBLIC);
      expect(res.body).not.toMatch(/\/mf-(content|blog)\//);
    },
  );

  it.each(['/', '/COPD', '/blogs?page=2', '/no-such-page', '/sitemap.xml', '/robots.txt'])(
    'sends %s to the public origin (302)',
    async (url) => {
      const res = await get(url, onStaff);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${PUBLIC}${url}`);
    },
  );

  it('serves the files of the shell and the staff remote, never those of a public remote', async () => {
    expect((await get('/favicon.svg', onStaff)).statusCode).toBe(200);
    expect((await get('/mf-dashboard/remoteEntry.js', onStaff)).statusCode).toBe(200);
    for (const url of ['/mf-content/remoteEntry.js', '/mf-blog/assets/index-abc123.js']) {
      expect((await get(url, onStaff)).statusCode).toBe(404);
      expect((await get(url, onPublic)).statusCode).toBe(200);
    }
  });

  it('takes no form of the public site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/enquiry',
      headers: { ...onStaff, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=A&phone=9876543210&message=hello',
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers the API there too', async () => {
    expect((await get('/api/v1/health', onStaff)).statusCode).toBe(200);
  });
});
