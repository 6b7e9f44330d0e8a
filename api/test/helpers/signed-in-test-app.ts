import { afterAll, beforeAll } from 'vitest';
import type { ApiConfig } from '../../src/config/api-config';
import { bearer, signInStaff } from './staff';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * A fresh app for the test file, with a staff member signed in: `t` works like a TestApp once
 * the file's tests run, and `auth` then holds the bearer header.
 */
export function signedInTestApp<C extends ApiConfig = ApiConfig>(
  overrides: Partial<C> = {},
  options: TestAppOptions<C> = {},
) {
  let current: TestApp<C> | undefined;
  const ready = () => {
    if (!current) throw new Error('the test app is set up in beforeAll; use it inside a test');
    return current;
  };
  const auth: Record<string, string> = {};
  beforeAll(async () => {
    current = await createTestApp(overrides, options);
    Object.assign(auth, bearer(await signInStaff(current.app)));
  });
  afterAll(() => current?.close());
  const t: TestApp<C> = {
    get app() {
      return ready().app;
    },
    get config() {
      return ready().config;
    },
    close: () => ready().close(),
  };
  return { t, auth };
}
