import { fileURLToPath } from 'node:url';
import { defineShellConfig } from '@clinic/shared/federation/vite-config';

export default defineShellConfig({
  remoteRuntime: fileURLToPath(new URL('./src/remotes/remote-runtime.ts', import.meta.url)),
  monolithRuntime: fileURLToPath(new URL('./monolith/remote-runtime.ts', import.meta.url)),
  startScript: fileURLToPath(new URL('./src/start/start-after-load.ts', import.meta.url)),
});
