import { fileURLToPath } from 'node:url';
import { defineShellConfig } from '@clinic/build-tools/vite-config';

export default defineShellConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  startScript: fileURLToPath(new URL('./src/start/start-after-load.ts', import.meta.url)),
  lazyModules: {
    runtime: 'src/remotes/remote-runtime.ts',
    swr: 'src/remotes/shared-swr.ts',
  },
});
