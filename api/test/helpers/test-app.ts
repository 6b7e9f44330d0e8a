import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from '../../src/app';
import type { AppConfig } from '../../src/config/env';
import { writeFakeApp } from './fake-deployment';
import { createTestDatabaseUrl } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

/** A fake build of the four front-end apps, enough to test hosting without running Vite. */
export function writeFakeWebRoot(
  webRoot: string,
  apps = ['shell', 'mf-content', 'mf-blog', 'mf-dashboard'],
) {
  for (const name of apps) writeFakeApp(webRoot, name);
}

export function testConfig(dir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(dir, 'data'),
    databaseUrl: undefined,
    staff: undefined,
    webRoot: path.join(dir, 'web'),
    enquiryRetentionDays: 365,
    enquiryRateLimit: 1_000_000,
    loginMaxFailures: 1_000_000,
    logLevel: 'silent',
    production: false,
    remoteOrigins: [],
    publicOrigin: undefined,
    trustProxy: [],
    enquiryEmail: undefined,
    ...overrides,
  };
}

/** The app's real logger settings at level info, writing its lines into `lines`. */
function capturingLogger(config: AppConfig, lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    ...(loggerOptions({ ...config, logLevel: 'silent' }) as object),
    level: 'info',
    stream,
  };
}

/**
 * A fresh app on a fresh database (SQLite file, or a new PostgreSQL database) per call. With
 * `logLines`, the app logs at level info into it.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { logLines }: { logLines?: string[] } = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-api-test-'));
  writeFakeWebRoot(path.join(dir, 'web'));
  const database = await createTestDatabaseUrl();
  const config = testConfig(dir, { databaseUrl: database.url, ...overrides });
  const app = await buildApp(
    config,
    logLines ? { logger: capturingLogger(config, logLines) } : undefined,
  );
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
