import { defineConfig } from 'vitest/config';

/** The benchmark's own unit tests (how it reads Lighthouse's results): plain Node, no browser. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
  },
});
