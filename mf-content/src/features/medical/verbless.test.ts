import { beforeAll, describe, expect, it } from 'vitest';
import { renderedMedicalPages } from '../../testing/render-medical-page';
import { parse } from '../../testing/help-levels';
import { articleCatalog } from './article-catalog';
import { sentences } from './reading-grade';
import { articleSentences, hasVerb, verblessSentences } from './verbless';
import { verblessAllowList } from './verbless-allow-list';

describe('sentences without a verb', () => {
  it('finds the fragments the pages had, and passes full sentences', () => {
    expect(
      verblessSentences(
        sentences('Preparation. Pleurodesis works well for many people. But not for everyone.'),
      ),
    ).toEqual(['Preparation.', 'But not for everyone.']);
    expect(hasVerb('This helps the sensors stick well.')).toBe(true);
    expect(hasVerb('In more detail:')).toBe(false);
  });

  it('keeps only allow-list entries a page still has, each one a sentence the tagger misreads', () => {
    const all = new Set([...articleCatalog.values()].flatMap(articleSentences));
    for (const sentence of verblessAllowList) {
      expect(all, sentence).toContain(sentence);
      expect(hasVerb(sentence), sentence).toBe(false);
    }
  });

  describe('on the rendered pages', () => {
    let pages: Map<string, Document>;
    beforeAll(async () => {
      pages = new Map(
        [...(await renderedMedicalPages())].map(([path, html]) => [path, parse(html)]),
      );
    }, 120_000);

    // Labels, not prose: the page's date, address and "This page follows these guidelines:", and
    // a help block's "After going home:" (warning signs are checked by `danger-signs.test.tsx`).
    const chrome =
      '.medical-article__note, .medical-article__sources, .medical-article__address, .help-levels';

    it('shows no paragraph sentence without a verb', () => {
      for (const [path, doc] of pages) {
        const prose = [...doc.querySelectorAll('.medical-article p')]
          .filter((p) => !p.closest(chrome))
          .flatMap((p) => sentences(p.textContent!));
        expect(verblessSentences(prose), path).toEqual([]);
      }
    }, 60_000);

    it('writes the split sentences of /Polysomnography and /Pleurodesis whole', () => {
      const sleep = pages.get('/Polysomnography')!.body.textContent!;
      expect(sleep).not.toMatch(/So the sensors stick well\.|Preparation\.|Setup\.|Analysis\./);
      expect(sleep).toContain('This helps the sensors stick well.');
      expect(pages.get('/Pleurodesis')!.body.textContent).toContain(
        'Pleurodesis works well for many people, but not for everyone.',
      );
    });
  });
});
