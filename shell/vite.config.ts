import { fileURLToPath } from 'node:url';
import { defineShellConfig } from '@clinic/build-tools/vite-config';

export default defineShellConfig({
  startScript: fileURLToPath(new URL('./src/start/start-after-load.ts', import.meta.url)),
});
