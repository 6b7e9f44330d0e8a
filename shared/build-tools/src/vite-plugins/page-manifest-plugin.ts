import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_MANIFEST_FILE } from '@clinic/contracts/federation/page-host-contract';
import type { PageDefinition, PageManifest } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import { filesByPage } from './page-files';
import { pageChunks, stylesByPage, type PageChunks } from './page-styles';

/**
 * Emits the remote's `pages.json` beside its `remoteEntry.js` (and serves it from the dev
 * server). The build id hashes the pages and every output file name, which Vite content-hashes,
 * so it changes exactly when the deployed output does. Each page gets its `styles`: the
 * stylesheets of its component's chunk, found from `pagesModule` (the exposed module
 * whose lazy imports name each page's component); each page key its `pageFiles`.
 */
export function pageManifestPlugin(
  remote: RemoteName,
  pages: readonly PageDefinition[],
  pagesModule: string,
): Plugin[] {
  let root = process.cwd();
  /** What the bundle says before Vite's own last steps, kept for the manifest written after them. */
  let seen: { buildId: string; chunks: PageChunks; built: PageDefinition[] } | undefined;
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
  const pagesAndStyles: Plugin = {
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
      // Each page's stylesheets in the order its chunks import them, before Vite folds a chunk
      // of only CSS into its importers (which appends that chunk's stylesheet to theirs).
      const styles = stylesByPage(bundle, chunks);
      const built = pages.map((page) => {
        const own = styles.get(page.key);
        if (!own)
          this.warn(`page "${page.key}" (${page.path}): no chunk of its own; it gets every style`);
        return own ? { ...page, styles: own } : page;
      });
      seen = { buildId: hash.digest('hex').slice(0, 16), chunks, built };
    },
  };
  const pageFilesAndWrite: Plugin = {
    name: 'clinic:page-manifest-files',
    // After Vite's own: the chunks of only CSS it removes are no page's files.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!seen) return;
        const { buildId, chunks, built } = seen;
        this.emitFile({
          type: 'asset',
          fileName: PAGE_MANIFEST_FILE,
          source: `${JSON.stringify(
            manifest(buildId, built, Object.fromEntries(filesByPage(bundle, chunks))),
            null,
            2,
          )}\n`,
        });
      },
    },
  };
  return [pagesAndStyles, pageFilesAndWrite];
}
