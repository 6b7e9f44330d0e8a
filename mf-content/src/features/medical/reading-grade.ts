/**
 * Flesch–Kincaid grade level of plain English text: 0.39 × words per sentence + 11.8 × syllables
 * per word − 15.59. Syllables are counted by vowel groups, the usual approximation (a silent final
 * "e" and "-es"/"-ed" endings are not counted); good enough to rank pages and track a target.
 */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

/** A list item or heading without a full stop still ends a sentence for a reader. */
export function readingGrade(texts: readonly string[]): number {
  const sentences = texts.flatMap((text) =>
    text
      .split(/(?<=[.!?])\s+/)
      .map((sentence) => sentence.trim())
      .filter(Boolean),
  );
  const words = sentences.flatMap((sentence) =>
    sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)),
  );
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  return 0.39 * (words.length / sentences.length) + 11.8 * (syllableCount / words.length) - 15.59;
}
