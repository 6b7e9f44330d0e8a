import { createHash } from 'node:crypto';
import { medicalReviewKey } from '@clinic/contracts/entities/medical-review';
import type { PageDefinition } from '@clinic/contracts/federation/page-manifest';

/** A page's text as its content model holds it (mf-content: the article object); none: no text. */
export type PageText = (page: PageDefinition) => unknown;

/** JSON with every object's keys sorted: the same content gives the same bytes, whatever order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${stableJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Each medical page (`MedicalWebPage`) with the sha-256 of its text (`structuredData.textHash`)
 * and the read of the review in force for that text in its `data` (decision 0081): the server
 * renders the page with the answer, so a review shows only while the text it covers is live.
 * A medical page without text fails the build rather than go out unbound.
 */
export function withTextHashes(
  pages: readonly PageDefinition[],
  pageText: PageText | undefined,
): PageDefinition[] {
  return pages.map((page) => {
    if (page.structuredData?.type !== 'MedicalWebPage') return page;
    const text = pageText?.(page);
    if (text === undefined) throw new Error(`${page.path}: a medical page needs its text hashed`);
    const textHash = createHash('sha256').update(stableJson(text)).digest('hex');
    return {
      ...page,
      structuredData: { ...page.structuredData, textHash },
      data: [...(page.data ?? []), medicalReviewKey(textHash)],
    };
  });
}
