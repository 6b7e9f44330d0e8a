import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { PAGE_MANIFEST_FILE } from '@clinic/contracts/federation/page-host-contract';
import type { PageDefinition, PageManifest } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';

/**
 * Emits the remote's `pages.json` beside its `remoteEntry.js` (and serves it from the dev
 * server). The build id hashes the pages and every output file name, which Vite content-hashes,
 * so it changes exactly when the deployed output does.
 */
export function pageManifestPlugin(remote: RemoteName, pages: readonly PageDefinition[]): Plugin {
  const manifest = (buildId: string): PageManifest => ({
    remote,
    contract: REMOTE_CONTRACT,
    buildId,
    builtAt: new Date().toISOString(),
    pages,
  });
  return {
    name: 'clinic:page-manifest',
    configureServer(server) {
      server.middlewares.use(`/${PAGE_MANIFEST_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify(manifest('dev')));
      });
    },
    generateBundle(_options, bundle) {
      const hash = createHash('sha256').update(JSON.stringify(pages));
      for (const fileName of Object.keys(bundle).sort()) hash.update(fileName);
      this.emitFile({
        type: 'asset',
        fileName: PAGE_MANIFEST_FILE,
        source: `${JSON.stringify(manifest(hash.digest('hex').slice(0, 16)), null, 2)}\n`,
      });
    },
  };
}
