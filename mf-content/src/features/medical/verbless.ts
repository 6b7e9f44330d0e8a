import nlp from 'compromise';
import type { MedicalArticle } from './medical-article';
import { sentences } from './reading-grade';
import { verblessAllowList } from './verbless-allow-list';

/**
 * Sentences with no verb: fragments such as "Preparation." or "But not for everyone.", often
 * made by cutting a sentence in two to lower its reading grade (issue 42). The part-of-speech
 * tagger of the `compromise` package decides (decision 0067); where it misreads a verb as a
 * noun ("Cough and breathlessness point to …"), the sentence is in the reviewed allow-list.
 */
export const hasVerb = (sentence: string): boolean => nlp(sentence).has('#Verb');

/**
 * The sentences an article writes as sentences: every sentence of its paragraphs, and of a list
 * item all but the first (an item may open with a label, "A chest X-ray", but what follows it
 * is prose).
 */
export function articleSentences(article: MedicalArticle): string[] {
  return [
    ...article.intro.flatMap(sentences),
    ...article.sections.flatMap((section) =>
      section.blocks.flatMap((block) => {
        if (block.kind === 'paragraph') return sentences(block.text);
        if (block.kind === 'list') return block.items.flatMap((item) => sentences(item).slice(1));
        return [];
      }),
    ),
  ];
}

/** Sentences with no verb that the allow-list does not hold: each one a fragment to rewrite. */
export const verblessSentences = (texts: readonly string[]): string[] =>
  texts.filter((sentence) => !hasVerb(sentence) && !verblessAllowList.has(sentence));
