import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { repoRoot, siteEnvironment } from './support/site-server';

const port = Number(process.env.E2E_PORT ?? 8181);
// Set once in the main process; workers inherit it, so they all see the same server's data.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'clinic-e2e-'));

/** The production build of every app, served by the real API server on a fresh database. */
export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['./support/run-summary-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'pnpm --filter @clinic/server start',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    env: siteEnvironment(port, repoRoot, process.env.E2E_DATA_DIR),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
