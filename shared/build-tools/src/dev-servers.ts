import type { Plugin, ServerOptions } from 'vite';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';

/**
 * The developers' loop (`pnpm dev`): each app on a Vite dev server of its own, beside the API
 * server. Only `vite` (serve) reads what is here; the production site needs none of it.
 */

/** Dev-server ports. */
export const devPorts = {
  shell: 5173,
  mf_content: 5174,
  mf_blog: 5175,
  mf_dashboard: 5176,
  api: 8080,
};

/** A remote's dev server: on its own fixed port, which the shell's `/remotes.json` names. */
export function remoteDevServer(name: RemoteName): ServerOptions {
  const port = devPorts[name];
  return { port, strictPort: true, origin: `http://localhost:${port}` };
}

/** The shell's dev server. */
export function shellDevServer(): ServerOptions {
  return {
    port: devPorts.shell,
    strictPort: true,
    // The API server runs beside the dev servers; same-origin paths reach it through here.
    proxy: {
      '/api': `http://localhost:${devPorts.api}`,
      '/uploads': `http://localhost:${devPorts.api}`,
    },
  };
}

/**
 * In development the remotes run on their own dev servers, so the shell's dev server answers
 * `/remotes.json` with their URLs instead of the same-origin paths of a production deployment.
 */
export function devRemotesManifest(): Plugin {
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
