import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import type { RemoteName } from '../routes/route-table';
import { sharedSingletons } from './shared-singletons';

const common: UserConfig = {
  build: { target: 'es2022' },
};

/**
 * Build config of a remote. Every remote exposes one module, `./pages` (its RemoteModule), and
 * shares exactly the singletons the shell shares.
 */
export function defineRemoteConfig(name: RemoteName) {
  const devPort = devPorts[name];
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

/** Dev-server ports; the production site needs none of these. */
export const devPorts = {
  shell: 5173,
  mf_content: 5174,
  mf_blog: 5175,
  mf_dashboard: 5176,
  api: 8080,
};

/**
 * In development the remotes run on their own dev servers, so the shell's dev server answers
 * `/remotes.json` with their URLs instead of the same-origin paths of a production deployment.
 */
function devRemotesManifest(): Plugin {
  const manifest = {
    mf_content: `http://localhost:${devPorts.mf_content}/remoteEntry.js`,
    mf_blog: `http://localhost:${devPorts.mf_blog}/remoteEntry.js`,
    mf_dashboard: `http://localhost:${devPorts.mf_dashboard}/remoteEntry.js`,
  };
  return {
    name: 'clinic:dev-remotes-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify(manifest));
      });
    },
  };
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
      devRemotesManifest(),
    ],
    server: {
      port: devPorts.shell,
      strictPort: true,
      // The API server runs beside the dev servers; same-origin paths reach it through here.
      proxy: {
        '/api': `http://localhost:${devPorts.api}`,
        '/uploads': `http://localhost:${devPorts.api}`,
      },
    },
  });
}
