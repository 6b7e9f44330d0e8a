import type { Rollup } from 'vite';

/** An output chunk as Rollup hands it to `generateBundle`, with only what the plugins read. */
export const chunk = (
  fileName: string,
  css: string[],
  imports: string[] = [],
  facadeModuleId: string | null = null,
  dynamicImports: string[] = [],
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rollup.OutputChunk;

export const bundleOf = (...chunks: Rollup.OutputChunk[]) =>
  Object.fromEntries(chunks.map((output) => [output.fileName, output])) as Rollup.OutputBundle;

/** A remote's pages module: two pages with a chunk each, one whose module is not in the bundle. */
export const pagesModule = {
  id: '/src/pages.ts',
  source: `lazyPages({
  home: () => import('./features/home/home-page'),
  medical: withLayout(() => import('./features/medical/medical-page')),
  gone: () => import('./features/gone/gone-page'),
});`,
};

const files: Record<string, string> = {
  './features/home/home-page': '/src/features/home/home-page.tsx',
  './features/medical/medical-page': '/src/features/medical/medical-page.tsx',
};

/** Resolves the pages module's imports as the bundler would, for `pageChunks`. */
export const resolver = {
  resolve: async (source: string) => (files[source] ? { id: files[source] } : null),
} as never;
