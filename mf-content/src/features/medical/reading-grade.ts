import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import type { MedicalArticle } from './medical-article';

/**
 * Flesch–Kincaid grade of an article's prose: its paragraphs and its list items, the text a
 * patient reads as sentences. Each list item is scored as text of its own (one sentence, or
 * more if it has full stops), because lists read harder than the paragraphs around them (issue
 * 42: up to grade 9.2 while only paragraphs were scored). Headings, table cells, warning signs
 * and help lines are left out: they are labels, short by design (issue 32: scoring them as
 * sentences pulled a page's grade from 10.5 to 7.8). Syllables come from the `syllable`
 * package, whose counts `reading-grade.test.ts` checks against the CMU Pronouncing Dictionary.
 */

/** The article's prose, in order: its intro, every paragraph and every list item. */
export function articleProse(article: MedicalArticle): string[] {
  return [
    ...article.intro,
    ...article.sections.flatMap((section) =>
      section.blocks.flatMap((block) => {
        if (block.kind === 'paragraph') return [block.text];
        if (block.kind === 'list') return [...block.items];
        return [];
      }),
    ),
  ];
}

/**
 * A paragraph's sentences: each ends at ., ! or ? before a space, or at the paragraph's end (a
 * paragraph ending in a colon leads into a list and is one sentence too).
 */
export function sentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[^a-z])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => words(sentence).length > 0);
}

/** Words of a sentence: runs with a letter or a digit ("38°C", "COVID-19", "don’t"). */
export function words(text: string): string[] {
  return text.split(/[\s/–—]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** Syllables of one word; a number is read aloud as at least one. */
export const syllables = (word: string): number => Math.max(1, syllable(word));

/** Flesch–Kincaid grade of some paragraphs; NaN for none. */
export function readingGrade(paragraphs: readonly string[]): number {
  const all = paragraphs.flatMap(sentences);
  const list = all.flatMap(words);
  return fleschKincaid({
    sentence: all.length,
    word: list.length,
    syllable: list.reduce((sum, word) => sum + syllables(word), 0),
  });
}

/** The grade a page is held to: its paragraphs and list items. */
export const articleGrade = (article: MedicalArticle): number =>
  readingGrade(articleProse(article));

/** The limits of `pnpm readability` and the content test: the median page, and every page. */
export const MAX_MEDIAN_GRADE = 8;
export const MAX_PAGE_GRADE = 9;

export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
