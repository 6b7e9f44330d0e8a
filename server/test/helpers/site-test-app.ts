import path from 'node:path';
import type { ApiConfig } from '@clinic/api';
import {
  createTestApp,
  signedInTestApp,
  type TestApp,
  type TestAppOptions,
} from '@clinic/api/testing';
import { buildSite } from '../../src/build-site';
import type { SiteConfig } from '../../src/config/site-config';
import { writeFakeWebRoot } from './fake-deployment';

/** The API's test config plus the site's own parts, in the test's folder. */
export const siteTestConfig = (config: ApiConfig, dir: string): SiteConfig => ({
  ...config,
  port: 0,
  host: '127.0.0.1',
  webRoot: path.join(dir, 'web'),
  releasesDir: path.join(dir, 'releases'),
  releaseKeepHours: undefined,
  releaseUploadMb: 200,
  releasesPerHour: 20,
  releaseGate: { seconds: 180, memoryMb: 1024 },
  releaseApproval: undefined,
  releaseCandidateHours: 168,
  shutdown: { drainMs: 0, graceMs: 10_000 },
});

export type SiteTestApp = TestApp<SiteConfig>;

/** The whole site (API and page host) over a fake build of the four apps. */
const site: TestAppOptions<SiteConfig> = {
  extend: siteTestConfig,
  build: buildSite,
  prepare: (config) => writeFakeWebRoot(config.webRoot),
};

export const createSiteTestApp = (
  overrides: Partial<SiteConfig> = {},
  options: TestAppOptions<SiteConfig> = {},
) => createTestApp<SiteConfig>(overrides, { ...site, ...options });

export const signedInSiteTestApp = (overrides: Partial<SiteConfig> = {}) =>
  signedInTestApp<SiteConfig>(overrides, site);
