import { defineConfig } from 'vitest/config';

/** Unit and component tests of the front end (shared, shell, remotes). The api has its own. */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['{shared/*,shell,mf-content,mf-blog,mf-dashboard}/src/**/*.test.{ts,tsx}'],
    setupFiles: ['shared/browser-kit/src/testing/vitest-setup.ts'],
  },
});
