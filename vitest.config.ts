import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SHARED_VERSIONS_CONSTANT, sharedVersions } from './shared/build-tools/src/shared-versions';

/** Unit and component tests of the front end (shared, shell, remotes), of the lint rules and of the benchmark's reading of Lighthouse; the servers have their own. */
export default defineConfig({
  // As the shell's build writes it in (shared/build-tools/src/vite-config.ts).
  define: {
    [SHARED_VERSIONS_CONSTANT]: JSON.stringify(
      sharedVersions(fileURLToPath(new URL('./shell', import.meta.url))),
    ),
  },
  test: {
    environment: 'happy-dom',
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, which
    // then sets up a page environment per file with a core idle. Two took 127 and 152 s where one
    // took 146 to 171 s, and more under load (decision 0085).
    maxWorkers: '100%',
    include: [
      '{shared/*,shell,mf-content,mf-blog,mf-dashboard}/src/**/*.test.{ts,tsx}',
      'scripts/*.test.ts',
      'e2e/bench/*.test.ts',
    ],
    setupFiles: ['shared/browser-kit/src/testing/vitest-setup.ts'],
  },
});
