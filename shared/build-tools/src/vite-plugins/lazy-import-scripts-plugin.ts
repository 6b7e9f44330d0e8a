import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { chunkClosure } from './page-files';

/**
 * Writes into the built `index.html`, as a JSON data block with the id `elementId`, for each
 * named source module (from the project's root) the URLs of every script its lazy imports are
 * made of: what the app can fetch ahead without running it. A build without those modules (the
 * monolithic benchmark build) writes none; one whose lazy imports became no chunk fails.
 */
export function lazyImportScriptsPlugin(
  modules: Readonly<Record<string, string>>,
  elementId: string,
): Plugin {
  let base = '/';
  const ids = new Map<string, string>();
  const lazyIds = new Map<string, readonly string[]>();
  return {
    name: 'clinic:lazy-import-scripts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      for (const [name, module] of Object.entries(modules))
        ids.set(path.resolve(config.root, module), name);
    },
    moduleParsed(info) {
      const name = ids.get(info.id);
      if (name !== undefined) lazyIds.set(name, info.dynamicallyImportedIds);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle: Rollup.OutputBundle | undefined = context.bundle;
        if (!bundle || lazyIds.size === 0) return undefined;
        const groups = Object.fromEntries(
          Object.keys(modules).map((name) => {
            const wanted = lazyIds.get(name) ?? [];
            const files = new Set<string>();
            for (const output of Object.values(bundle))
              if (output.type === 'chunk' && wanted.includes(output.facadeModuleId ?? ''))
                chunkClosure(bundle, output.fileName, files);
            if (files.size === 0)
              throw new Error(`${modules[name]}: no chunk of its lazy imports in the build`);
            return [name, [...files].map((file) => base + file)];
          }),
        );
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: elementId },
            children: JSON.stringify(groups).replace(/</g, '\\u003c'),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
