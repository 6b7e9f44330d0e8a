import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import type { RemoteName } from '../routes/route-table';
import { sharedSingletons } from './shared-singletons';

const common: UserConfig = {
  build: { target: 'es2022' },
};

/**
 * Build config of a remote. Every remote exposes one module, `./pages` (its RemoteModule), and
 * shares exactly the singletons the shell shares.
 */
export function defineRemoteConfig(name: RemoteName, devPort: number) {
  return defineConfig({
    ...common,
    // Relative asset URLs: one build works wherever it is deployed, on its own host or a prefix.
    base: './',
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './pages': './src/pages.ts' },
        shared: sharedSingletons,
        manifest: true,
        dts: false,
      }),
    ],
    server: { port: devPort, strictPort: true, origin: `http://localhost:${devPort}` },
  });
}

/** Build config of the shell, the host. */
export function defineShellConfig() {
  return defineConfig({
    ...common,
    plugins: [
      react(),
      federation({
        name: 'shell',
        // No remotes at build time: the shell reads remotes.json at run time and registers them.
        remotes: {},
        shared: sharedSingletons,
        dts: false,
      }),
    ],
    server: { port: 5173, strictPort: true },
  });
}
