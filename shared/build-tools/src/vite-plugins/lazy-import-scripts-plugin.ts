import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { chunkClosure } from './page-files';

/**
 * Writes into the built `index.html`, as a JSON data block with the id `elementId`, the URLs of
 * every script that the lazy imports of one source module (`module`, from the project's root)
 * are made of: what the app can fetch ahead without running it. A build without that module
 * (the monolithic benchmark build) writes none.
 */
export function lazyImportScriptsPlugin(module: string, elementId: string): Plugin {
  let base = '/';
  let moduleId = '';
  let lazyIds: readonly string[] = [];
  return {
    name: 'clinic:lazy-import-scripts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      moduleId = path.resolve(config.root, module);
    },
    moduleParsed(info) {
      if (info.id === moduleId) lazyIds = info.dynamicallyImportedIds;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle: Rollup.OutputBundle | undefined = context.bundle;
        if (!bundle || lazyIds.length === 0) return undefined;
        const files = new Set<string>();
        for (const output of Object.values(bundle))
          if (
            output.type === 'chunk' &&
            output.facadeModuleId &&
            lazyIds.includes(output.facadeModuleId)
          )
            chunkClosure(bundle, output.fileName, files);
        const urls = JSON.stringify([...files].map((file) => base + file));
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: elementId },
            children: urls.replace(/</g, '\\u003c'),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
