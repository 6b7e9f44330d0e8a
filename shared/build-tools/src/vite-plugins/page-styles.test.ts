import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { chunkStyles, pageImports, stylesByPage } from './page-styles';

const chunk = (
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

const bundleOf = (...chunks: Rollup.OutputChunk[]) =>
  Object.fromEntries(chunks.map((output) => [output.fileName, output])) as Rollup.OutputBundle;

describe('pageImports', () => {
  it("reads each page key's module, however the import is wrapped", () => {
    const source = `
const { pages } = lazyPages({
  home: () => import('./features/home/home-page'),
  medical: () => import("./features/medical/medical-page"),
});
const other = {
    signin: lazy(() => import('./features/auth/signin-page')),
    welcome: withDashboardLayout(lazy(() => import('./features/dashboard/welcome-page'))),
};
import('./not-a-page');`;
    expect([...pageImports(source)]).toEqual([
      ['home', './features/home/home-page'],
      ['medical', './features/medical/medical-page'],
      ['signin', './features/auth/signin-page'],
      ['welcome', './features/dashboard/welcome-page'],
    ]);
  });
});

describe('chunkStyles', () => {
  it("gathers a chunk's own stylesheets and those of what it imports, lazily too, once each", () => {
    const bundle = bundleOf(
      chunk('home.js', ['home.css'], ['carousel.js', 'shared.js'], null, ['viewer.js']),
      chunk('carousel.js', ['carousel.css'], ['shared.js']),
      chunk('shared.js', [], ['home.js']),
      chunk('viewer.js', ['viewer.css']),
      chunk('medical.js', ['medical.css']),
    );
    expect([...chunkStyles(bundle, 'home.js')].sort()).toEqual([
      'carousel.css',
      'home.css',
      'viewer.css',
    ]);
  });
});

describe('stylesByPage', () => {
  it("maps each page key to its component chunk's styles; a key without a chunk is left out", async () => {
    const bundle = bundleOf(
      chunk('home.js', ['home.css'], ['carousel.js'], '/src/features/home/home-page.tsx'),
      chunk('carousel.js', ['carousel.css']),
      chunk('medical.js', ['medical.css'], [], '/src/features/medical/medical-page.tsx'),
    );
    const files: Record<string, string> = {
      './features/home/home-page': '/src/features/home/home-page.tsx',
      './features/medical/medical-page': '/src/features/medical/medical-page.tsx',
    };
    const styles = await stylesByPage(
      {
        resolve: async (source: string) => (files[source] ? { id: files[source] } : null),
      } as never,
      bundle,
      {
        id: '/src/pages.ts',
        source: `lazyPages({
  home: () => import('./features/home/home-page'),
  medical: () => import('./features/medical/medical-page'),
  gone: () => import('./features/gone/gone-page'),
});`,
      },
    );
    expect(styles).toEqual(
      new Map([
        ['home', ['carousel.css', 'home.css']],
        ['medical', ['medical.css']],
      ]),
    );
  });
});
