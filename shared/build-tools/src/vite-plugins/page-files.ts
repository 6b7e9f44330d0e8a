import type { Rollup } from 'vite';
import type { PageChunks } from './page-styles';

/** A chunk and every chunk it imports statically, however deep: what is fetched to run it. */
export function chunkClosure(
  bundle: Rollup.OutputBundle,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) chunkClosure(bundle, imported, into);
  return into;
}

/**
 * Each page key's files: the chunk its component became and every chunk that
 * chunk imports statically (the federation's share glue among them, which the remote's manifest
 * does not list with its `./pages`), then the stylesheets those chunks import, which the
 * bundler's loader links before it runs the chunk. What a browser fetches ahead of a navigation
 * to the page without running or applying any of it; a file it already has is not fetched twice.
 */
export function filesByPage(
  bundle: Rollup.OutputBundle,
  { byKey }: Pick<PageChunks, 'byKey'>,
): Map<string, string[]> {
  return new Map(
    [...byKey].map(([key, fileName]) => {
      const scripts = [...chunkClosure(bundle, fileName)];
      const styles = scripts.flatMap((script) => {
        const chunk = bundle[script];
        return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
      });
      return [key, [...scripts, ...new Set(styles)]];
    }),
  );
}
