import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_MANIFEST_FILE } from '@clinic/contracts/federation/page-host-contract';
import type { PageDefinition, PageManifest } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import { filesByPage } from './page-files';
import { pageChunks, stylesByPage } from './page-styles';

/**
 * Emits the remote's `pages.json` beside its `remoteEntry.js` (and serves it from the dev
 * server). The build id hashes the pages and every output file name, which Vite content-hashes,
 * so it changes exactly when the deployed output does. Each page gets its `styles` (contract
 * 2.5): the stylesheets of its component's chunk, found from `pagesModule` (the exposed module
 * whose lazy imports name each page's component); each page key its `pageFiles` (2.7).
 */
export function pageManifestPlugin(
  remote: RemoteName,
  pages: readonly PageDefinition[],
  pagesModule: string,
): Plugin {
  let root = process.cwd();
  const manifest = (
    buildId: string,
    built = pages,
    pageFiles?: PageManifest['pageFiles'],
  ): PageManifest => ({
    remote,
    contract: REMOTE_CONTRACT,
    buildId,
    builtAt: new Date().toISOString(),
    pages: built,
    ...(pageFiles && { pageFiles }),
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
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const hash = createHash('sha256').update(JSON.stringify(pages));
      for (const fileName of Object.keys(bundle).sort()) hash.update(fileName);
      const id = path.resolve(root, pagesModule);
      const chunks = await pageChunks(this, bundle, { id, source: readFileSync(id, 'utf8') });
      const styles = stylesByPage(bundle, chunks);
      const built = pages.map((page) => {
        const own = styles.get(page.key);
        if (!own)
          this.warn(`page "${page.key}" (${page.path}): no chunk of its own; it gets every style`);
        return own ? { ...page, styles: own } : page;
      });
      this.emitFile({
        type: 'asset',
        fileName: PAGE_MANIFEST_FILE,
        source: `${JSON.stringify(
          manifest(
            hash.digest('hex').slice(0, 16),
            built,
            Object.fromEntries(filesByPage(bundle, chunks)),
          ),
          null,
          2,
        )}\n`,
      });
    },
  };
}
