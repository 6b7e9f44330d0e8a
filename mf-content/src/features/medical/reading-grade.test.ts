import { describe, expect, it } from 'vitest';
import { articleCatalog, articleFor } from './article-catalog';
import { articleText } from './medical-article';
import { lungHubPage, procedurePages, treatmentPages } from './medical-pages';
import { readingGrade, syllables } from './reading-grade';

describe('readingGrade', () => {
  it('counts syllables by vowel groups', () => {
    expect(['cat', 'lung', 'asthma', 'breathing', 'tuberculosis'].map(syllables)).toEqual([
      1, 1, 2, 2, 5,
    ]);
  });

  it('scores short plain sentences low and long technical ones high', () => {
    const plain = readingGrade(['The cat sat on the mat. It was warm. We went home.']);
    const hard = readingGrade([
      'Interstitial pulmonary fibrosis necessitates comprehensive multidisciplinary evaluation incorporating high-resolution computed tomography and physiological assessment.',
    ]);
    expect(plain).toBeLessThan(3);
    expect(hard).toBeGreaterThan(15);
  });
});

// Patient information aims at grade 8 or below; `pnpm readability` reports the same grade
// (`readingGrade` over `articleText`) and fails above it.
const maxGrade = 8;
const pages = [...treatmentPages, ...procedurePages, lungHubPage];

describe('plain language', () => {
  it('covers all 42 pages, and every article is one of them', () => {
    expect(pages).toHaveLength(42);
    expect(new Set(pages.map((page) => page.article))).toEqual(new Set(articleCatalog.keys()));
  });

  it.each(pages.map((page) => [page.path, page.article] as const))(
    '%s reads at Flesch–Kincaid grade 8 or below',
    (_path, name) => {
      expect(readingGrade(articleText(articleFor(name)))).toBeLessThanOrEqual(maxGrade);
    },
  );
});
