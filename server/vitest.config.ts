import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Needs PostgreSQL, HAProxy and the built site: `pnpm test:replicas` (vitest.replicas.config.ts).
    exclude: ['test/replicas/**', '**/node_modules/**'],
    // Native addons (better-sqlite3, sharp, argon2) are happiest in child processes.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where
    // these files mostly wait on child processes, sandboxes and timers. Two took 219 and 307 s
    // where one took 270 to 480 s (decision 0085).
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
