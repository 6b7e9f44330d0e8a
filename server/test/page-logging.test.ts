import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from './helpers/site-test-app';

/** The page host's answers go through the API's one-line request log like any other. */
const lines: string[] = [];
let t: SiteTestApp;
beforeAll(async () => {
  t = await createSiteTestApp({}, { logLines: lines });
});
afterAll(() => t.close());

it('answers a composed page once, found or not found', async () => {
  lines.length = 0;
  const home = await t.app.inject('/');
  const missing = await t.app.inject('/no-such-page');
  expect(home.statusCode).toBe(200);
  expect(home.headers['content-type']).toContain('text/html');
  expect(missing.statusCode).toBe(404);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.join('\n')).not.toContain('FST_ERR_REP_ALREADY_SENT');
});
