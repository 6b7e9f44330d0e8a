import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Needs PostgreSQL, HAProxy and the built site: `pnpm test:replicas` (vitest.replicas.config.ts).
    exclude: ['test/replicas/**', '**/node_modules/**'],
    // Native addons (better-sqlite3, sharp, argon2) are happiest in child processes.
    pool: 'forks',
    testTimeout: 30_000,
    // Loaded by Node itself (page-host), so the server builds it imports go through Node's loader.
    server: { deps: { external: [/page-host\/src\/native-import\.mjs$/] } },
    hookTimeout: 60_000,
  },
});
