import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions, loggerOptions } from '../../src/app';
import type { AppConfig } from '../../src/config/env';
import { createTestDatabaseUrl } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

/** Builds the app under test from its config: the API alone, or the whole site. */
export type AppBuilder = (config: AppConfig, options?: BuildOptions) => Promise<FastifyInstance>;

export interface TestAppOptions {
  /** With it, the app logs at level info into it. */
  logLines?: string[];
  build?: AppBuilder;
  /** Run before the app is built (the site's tests write a fake web root here). */
  prepare?: (config: AppConfig) => void;
}

export function testConfig(dir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(dir, 'data'),
    databaseUrl: undefined,
    staff: undefined,
    webRoot: path.join(dir, 'web'),
    releasesDir: path.join(dir, 'releases'),
    releaseKeepHours: undefined,
    releaseUploadMb: 200,
    releaseGate: { seconds: 180, memoryMb: 1024 },
    enquiryRetentionDays: 365,
    enquiryRateLimit: 1_000_000,
    loginMaxFailures: 1_000_000,
    logLevel: 'silent',
    sessionIdleMinutes: 30,
    remoteOrigins: [],
    publicOrigin: undefined,
    trustProxy: [],
    enquiryEmail: undefined,
    shutdown: { drainMs: 0, graceMs: 10_000 },
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

/** A fresh app (the API, unless `build` says otherwise) on a fresh database per call. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { logLines, build = buildApp, prepare }: TestAppOptions = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-api-test-'));
  const database = await createTestDatabaseUrl();
  const config = testConfig(dir, { databaseUrl: database.url, ...overrides });
  prepare?.(config);
  const app = await build(
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
