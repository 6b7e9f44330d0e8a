import type { AppConfig } from '@clinic/api';
import { signedInTestApp, createTestApp, type TestAppOptions } from '@clinic/api/testing';
import { buildSite } from '../../src/build-site';
import { writeFakeWebRoot } from './fake-deployment';

/** The whole site (API and page host) over a fake build of the four apps. */
const site: TestAppOptions = {
  build: buildSite,
  prepare: (config) => writeFakeWebRoot(config.webRoot),
};

export const createSiteTestApp = (
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
) => createTestApp(overrides, { ...site, ...options });

export const signedInSiteTestApp = (overrides: Partial<AppConfig> = {}) =>
  signedInTestApp(overrides, site);
