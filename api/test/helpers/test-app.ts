import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions, loggerOptions } from '../../src/app';
import type { ApiConfig } from '../../src/config/api-config';
import { createTestDatabaseUrl } from './test-database';

export interface TestApp<C extends ApiConfig = ApiConfig> {
  app: FastifyInstance;
  config: C;
  close: () => Promise<void>;
}

/** Builds the app under test from its config: the API alone, or the whole site. */
export type AppBuilder<C extends ApiConfig = ApiConfig> = (
  config: C,
  options?: BuildOptions,
) => Promise<FastifyInstance>;

export interface TestAppOptions<C extends ApiConfig = ApiConfig> {
  /** With it, the app logs at level info into it. */
  logLines?: string[];
  /** The whole config from the API's test config (the site adds its own parts), in `dir`. */
  extend?: (config: ApiConfig, dir: string) => C;
  build?: AppBuilder<C>;
  /** Run before the app is built (the site's tests write a fake web root here). */
  prepare?: (config: C) => void;
}

export function testConfig(dir: string, overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    dataDir: path.join(dir, 'data'),
    databaseUrl: undefined,
    staff: undefined,
    enquiryRetentionDays: 365,
    auditRetentionDays: 730,
    medicalReviewMonths: 12,
    enquiryRateLimit: 1_000_000,
    loginMaxFailures: 1_000_000,
    logLevel: 'silent',
    sessionIdleMinutes: 30,
    remoteOrigins: [],
    publicOrigin: undefined,
    staffOrigin: undefined,
    trustProxy: [],
    enquiryEmail: undefined,
    ...overrides,
  };
}

/** The app's real logger settings at level info, writing its lines into `lines`. */
function capturingLogger(config: ApiConfig, lines: string[]) {
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
export async function createTestApp<C extends ApiConfig = ApiConfig>(
  overrides: Partial<C> = {},
  { logLines, build = buildApp as AppBuilder<C>, prepare, extend }: TestAppOptions<C> = {},
): Promise<TestApp<C>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-api-test-'));
  const database = await createTestDatabaseUrl();
  const apiConfig = testConfig(dir, { databaseUrl: database.url });
  const config = { ...(extend ? extend(apiConfig, dir) : apiConfig), ...overrides } as C;
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
