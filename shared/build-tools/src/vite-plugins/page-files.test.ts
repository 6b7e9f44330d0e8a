import { describe, expect, it } from 'vitest';
import { bundleOf, chunk, pagesModule, resolver } from './bundle-fixture';
import { pageChunks } from './page-styles';
import { chunkClosure, filesByPage } from './page-files';

describe('chunkClosure', () => {
  it('gathers a chunk and what it imports statically, however deep, once each; not its lazy imports', () => {
    const bundle = bundleOf(
      chunk('home.js', [], ['carousel.js', 'react.js'], null, ['viewer.js']),
      chunk('carousel.js', [], ['react.js', 'swipe.js']),
      chunk('swipe.js', []),
      chunk('react.js', []),
      chunk('viewer.js', []),
    );
    expect([...chunkClosure(bundle, 'home.js')]).toEqual([
      'home.js',
      'carousel.js',
      'react.js',
      'swipe.js',
    ]);
  });
});

describe('filesByPage', () => {
  it("maps each page key to its component chunk, all it imports, then those chunks' stylesheets; not its lazy imports'; a key without a chunk is left out", async () => {
    const bundle = bundleOf(
      chunk('pages.js', [], ['runtime.js'], '/src/pages.ts', ['home.js', 'medical.js']),
      chunk('runtime.js', []),
      chunk(
        'home.js',
        ['home.css'],
        ['carousel.js', 'runtime.js'],
        '/src/features/home/home-page.tsx',
      ),
      chunk('carousel.js', ['carousel.css', 'home.css'], ['share.js']),
      chunk('share.js', []),
      chunk('medical.js', [], ['share.js'], '/src/features/medical/medical-page.tsx', ['copd.js']),
      chunk('copd.js', ['copd.css']),
    );
    expect(filesByPage(bundle, await pageChunks(resolver, bundle, pagesModule))).toEqual(
      new Map([
        ['home', ['home.js', 'carousel.js', 'share.js', 'runtime.js', 'home.css', 'carousel.css']],
        ['medical', ['medical.js', 'share.js']],
      ]),
    );
  });
});
