import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Needs PostgreSQL, HAProxy and the built site: `pnpm test:replicas` (vitest.replicas.config.ts).
    exclude: ['test/replicas/**', '**/node_modules/**'],
    // Native addons (better-sqlite3, sharp, argon2) are happiest in child processes.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
