import { dictionary } from 'cmu-pronouncing-dictionary';
import { describe, expect, it } from 'vitest';
import { articleCatalog, articleFor } from './article-catalog';
import type { MedicalArticle } from './medical-article';
import { lungHubPage, procedurePages, treatmentPages } from './medical-pages';
import {
  articleGrade,
  articleProse,
  MAX_MEDIAN_GRADE,
  MAX_PAGE_GRADE,
  median,
  readingGrade,
  sentences,
  syllables,
  words,
} from './reading-grade';

/** Syllables of a word by the CMU Pronouncing Dictionary: its vowels carry a stress digit. */
const cmuSyllables = (word: string): number | undefined =>
  (dictionary as Record<string, string>)[word.toLowerCase()]?.match(/\d/g)?.length;

const pages = [...treatmentPages, ...procedurePages, lungHubPage];
const articles = pages.map((page) => articleFor(page.article));

describe('the syllable counter, against a published word list (the CMU Pronouncing Dictionary)', () => {
  it('agrees with it on at least 95% of the distinct words of the 42 pages’ prose', () => {
    const distinct = new Set(
      articles
        .flatMap(articleProse)
        .flatMap(words)
        .map((word) => word.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, ''))
        .filter((word) => /^[a-z]+$/.test(word)),
    );
    const listed = [...distinct].filter((word) => cmuSyllables(word) !== undefined);
    expect(listed.length).toBeGreaterThan(1500);
    const agree = listed.filter((word) => syllables(word) === cmuSyllables(word)).length;
    expect(agree / listed.length).toBeGreaterThanOrEqual(0.95);
  });

  it('counts common words of patient text as the dictionary does', () => {
    for (const word of ['cat', 'lung', 'asthma', 'breathing', 'tuberculosis', 'medicine']) {
      expect(syllables(word), word).toBe(cmuSyllables(word));
    }
  });
});

describe('readingGrade', () => {
  it('scores short plain sentences low and long technical ones high', () => {
    const plain = readingGrade(['The cat sat on the mat. It was warm. We went home.']);
    const hard = readingGrade([
      'Interstitial pulmonary fibrosis necessitates comprehensive multidisciplinary evaluation incorporating high-resolution computed tomography and physiological assessment.',
    ]);
    expect(plain).toBeLessThan(3);
    expect(hard).toBeGreaterThan(15);
  });

  it('splits sentences at a full stop, not inside a number', () => {
    expect(sentences('Normal is 98.6°F (37°C). A fever is 38°C or more. Ask: when?')).toEqual([
      'Normal is 98.6°F (37°C).',
      'A fever is 38°C or more.',
      'Ask: when?',
    ]);
  });

  it('scores an article’s paragraphs and list items, not its headings, tables or warning signs', () => {
    const hardWords =
      'Multidisciplinary pharmacological immunomodulation necessitates comprehensive individualised evaluation';
    const article = (listItem: string): MedicalArticle => ({
      path: '/Test',
      description: '',
      hero: 'lungs',
      about: { name: 'Test' },
      updated: '2026-11-25',
      sources: [],
      intro: ['The cat sat on the mat. It was warm.'],
      sections: [
        {
          heading: hardWords,
          blocks: [
            { kind: 'paragraph', text: 'We went home. The dog ran to us.' },
            { kind: 'list', items: [listItem] },
            { kind: 'table', caption: hardWords, columns: [hardWords], rows: [[hardWords]] },
            { kind: 'help', context: hardWords, signs: ['heartChestPain'] },
          ],
        },
      ],
    });
    const plain = article('A cup of tea');
    expect(articleProse(plain)).toEqual([
      'The cat sat on the mat. It was warm.',
      'We went home. The dog ran to us.',
      'A cup of tea',
    ]);
    const grade = articleGrade(plain);
    expect(grade).toBeLessThan(3);
    // Hard words in a list item count, each item as text of its own (issue 42).
    expect(articleGrade(article(hardWords))).toBeGreaterThan(grade + 5);
  });
});

describe('plain language: what `pnpm readability` holds the 42 pages to', () => {
  it('covers all 42 pages, and every article is one of them', () => {
    expect(pages).toHaveLength(42);
    expect(new Set(pages.map((page) => page.article))).toEqual(new Set(articleCatalog.keys()));
  });

  it(`reads at a median Flesch–Kincaid grade of ${MAX_MEDIAN_GRADE} or below`, () => {
    expect(median(articles.map(articleGrade))).toBeLessThanOrEqual(MAX_MEDIAN_GRADE);
  });

  it.each(articles.map((article) => [article.path, article] as const))(
    `%s reads at grade ${MAX_PAGE_GRADE} or below`,
    (_path, article) => {
      expect(articleGrade(article)).toBeLessThanOrEqual(MAX_PAGE_GRADE);
    },
  );
});
