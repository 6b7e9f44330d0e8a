import { defineConfig } from 'vitest/config';

/**
 * The site on three replicas behind HAProxy (test/replicas/): one file at a time, since each
 * starts a cluster and the machine has two cores.
 */
export default defineConfig({
  test: {
    include: ['test/replicas/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
