import { describe, expect, it } from 'vitest';
import { bundleOf, chunk, pagesModule, resolver } from './bundle-fixture';
import { chunkStyles, pageChunks, pageImports, stylesByPage } from './page-styles';

describe('pageImports', () => {
  it("reads each page key's module, however the import is wrapped or laid out", () => {
    const source = `
const { pages } = lazyPages({
  home: () => import('./features/home/home-page'),
  'medical': () => import("./features/medical/medical-page"),
});
const other = {
  signin: lazy(() => import('./features/auth/signin-page')),
  account: withDashboardLayout(
    lazy(() => import('./features/account/account-page')),
  ), welcome: withDashboardLayout(lazy(() => import('./features/dashboard/welcome-page'))),
};
// both: () => import('./in-a-comment'),
const all = { pages: lazyPages({ a: () => import('./a'), b: () => import('./b') }) };
import('./not-a-page');`;
    expect([...pageImports(source)]).toEqual([
      ['home', './features/home/home-page'],
      ['medical', './features/medical/medical-page'],
      ['signin', './features/auth/signin-page'],
      ['account', './features/account/account-page'],
      ['welcome', './features/dashboard/welcome-page'],
      ['a', './a'],
      ['b', './b'],
    ]);
  });

  it('fails on a key that names two modules', () => {
    expect(() =>
      pageImports(`
lazyPages({ medical: () => import('./features/medical/medical-page') });
const remote = { medical: () => import('./features/medical/prefetch-article') };`),
    ).toThrow(/names "medical" twice/);
  });
});

describe('chunkStyles', () => {
  it("gathers what a chunk imports first, then its own, then its lazy imports', once each", () => {
    const bundle = bundleOf(
      chunk('home.js', ['home.css'], ['carousel.js', 'shared.js'], null, ['viewer.js']),
      chunk('carousel.js', ['carousel.css'], ['shared.js']),
      chunk('shared.js', ['shared.css'], ['home.js']),
      chunk('viewer.js', ['viewer.css']),
      chunk('medical.js', ['medical.css']),
    );
    expect([...chunkStyles(bundle, 'home.js')]).toEqual([
      'shared.css',
      'carousel.css',
      'home.css',
      'viewer.css',
    ]);
  });
});

describe('stylesByPage', () => {
  it("maps each page key to the pages module's own styles and its component chunk's; a key without a chunk is left out", async () => {
    const bundle = bundleOf(
      chunk('pages.js', [], [], '/src/pages.ts', ['home.js', 'medical.js', 'layout.js']),
      chunk('layout.js', ['layout.css']),
      chunk('home.js', ['home.css'], ['carousel.js'], '/src/features/home/home-page.tsx'),
      chunk('carousel.js', ['carousel.css']),
      chunk('medical.js', ['medical.css'], [], '/src/features/medical/medical-page.tsx'),
    );
    const styles = stylesByPage(bundle, await pageChunks(resolver, bundle, pagesModule));
    expect(styles).toEqual(
      new Map([
        ['home', ['layout.css', 'carousel.css', 'home.css']],
        ['medical', ['layout.css', 'medical.css']],
      ]),
    );
  });
});
