import type { Rollup } from 'vite';

/**
 * The `key: … import('./module')` lines of a remote's pages module (the map it hands
 * `lazyPages` or wraps in `lazy`): each page key and the module its component comes from.
 */
const PAGE_IMPORT = /^\s*(\w+):[^\n]*?\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

export function pageImports(source: string): Map<string, string> {
  return new Map([...source.matchAll(PAGE_IMPORT)].map(([, key, module]) => [key!, module!]));
}

/**
 * Every stylesheet a chunk may need: its own and those of every chunk it imports, lazily too (the
 * server renders a lazy component at once, so its markup is in the composed page and needs its
 * styles there).
 */
export function chunkStyles(
  bundle: Rollup.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const styles = new Set<string>();
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return styles;
  seen.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  for (const imported of [...chunk.imports, ...chunk.dynamicImports])
    for (const css of chunkStyles(bundle, imported, seen)) styles.add(css);
  return styles;
}

/**
 * Each page key's stylesheets: those of the chunk its component module became, and of what that
 * chunk imports. A key whose module is not a chunk of this bundle is left out (its page then
 * gets all of the remote's styles, as before contract 2.5).
 */
export async function stylesByPage(
  context: Pick<Rollup.PluginContext, 'resolve'>,
  bundle: Rollup.OutputBundle,
  pagesModule: { id: string; source: string },
): Promise<Map<string, string[]>> {
  const chunkOf = new Map<string, string>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.facadeModuleId)
      chunkOf.set(output.facadeModuleId, output.fileName);
  const styles = new Map<string, string[]>();
  for (const [key, module] of pageImports(pagesModule.source)) {
    const resolved = await context.resolve(module, pagesModule.id);
    const fileName = resolved && chunkOf.get(resolved.id);
    if (fileName) styles.set(key, [...chunkStyles(bundle, fileName)].sort());
  }
  return styles;
}
