import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // A web root with nothing built: the API must still start.
  t = await createTestApp({
    webRoot: path.join(os.tmpdir(), `clinic-no-web-${randomBytes(6).toString('hex')}`),
  });
});
afterAll(() => t.close());

it('starts without any dist folder and answers 404 for the site', async () => {
  expect((await t.app.inject('/api/v1/health')).statusCode).toBe(200);
  for (const url of ['/', '/about', '/mf-content/remoteEntry.js']) {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(404);
  }
});
