import { defineConfig } from 'vitest/config';

/**
 * Suites whose behaviour does not depend on the database (rendering, sandboxes, headers, slow
 * clients): `pnpm test:api` runs them on SQLite only, so the PostgreSQL pass spends its time on
 * what the database changes.
 */
const databaseFree = [
  'test/team-code-sandbox.test.ts',
  'test/slow-clients.test.ts',
  'test/production-react.test.ts',
  'test/go-live-warning.test.ts',
  'test/missing-dist.test.ts',
  'test/page-fuzz.test.ts',
  'test/page-logging.test.ts',
  'test/site-origin.test.ts',
];
const onPostgres = /^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '');

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Needs PostgreSQL, HAProxy and the built site: `pnpm test:replicas` (vitest.replicas.config.ts).
    exclude: ['test/replicas/**', '**/node_modules/**', ...(onPostgres ? databaseFree : [])],
    // Native addons (better-sqlite3, sharp, argon2) are happiest in child processes.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
