import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeFakeWebRoot } from './helpers/fake-deployment';
import { createSiteTestApp, type SiteTestApp } from './helpers/site-test-app';

let t: SiteTestApp;
beforeAll(async () => {
  // A web root with nothing built: the API must still start.
  t = await createSiteTestApp(
    { webRoot: path.join(os.tmpdir(), `clinic-no-web-${randomBytes(6).toString('hex')}`) },
    { prepare: () => {} },
  );
});
afterAll(() => t.close());

/** The deployment is looked at again at most once a second. */
const afterRecheck = () => new Promise((resolve) => setTimeout(resolve, 1100));

it('starts without any dist folder and answers 404 for the site', async () => {
  expect((await t.app.inject('/api/v1/health')).statusCode).toBe(200);
  for (const url of ['/', '/about', '/mf-content/remoteEntry.js']) {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.json(), url).toEqual({ message: 'Not found' });
  }
  // Nothing deployed, nothing listed.
  const sitemap = await t.app.inject('/sitemap.xml');
  expect(sitemap.statusCode).toBe(200);
  expect(sitemap.body).not.toContain('<url>');
});

// Server bug (page-host/src/page-host.ts, the `if (!fs.existsSync(root)) continue` loop):
// a dist folder missing at start is never served, while the deployment watcher composes its
// pages once it appears, so those pages point at scripts that answer 404 until a restart.
it('serves a site deployed after start, pages and files, without a restart', async () => {
  writeFakeWebRoot(t.config.webRoot);
  await afterRecheck();
  const page = await t.app.inject('/COPD');
  expect(page.statusCode).toBe(200);
  // The page names its remote's entry (in its start plan) for the browser to fetch.
  expect(page.body).toContain('"/mf-content/remoteEntry.js"');
  for (const url of ['/mf-content/remoteEntry.js', '/assets/index-abc123.js']) {
    expect((await t.app.inject(url)).statusCode, url).toBe(200);
  }
});
