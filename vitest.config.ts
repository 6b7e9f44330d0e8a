import { defineConfig } from 'vitest/config';

/** Unit and component tests of the front end (shared, shell, remotes) and of the lint rules; the servers have their own. */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: [
      '{shared/*,shell,mf-content,mf-blog,mf-dashboard}/src/**/*.test.{ts,tsx}',
      'scripts/*.test.ts',
    ],
    setupFiles: ['shared/browser-kit/src/testing/vitest-setup.ts'],
  },
});
