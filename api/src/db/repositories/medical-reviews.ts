import type {
  MedicalReviewDue,
  MedicalReviewInForce,
} from '@clinic/contracts/entities/medical-review';
import type { Db, MedicalReviewsTable } from '../schema';

const inForce = (row: MedicalReviewsTable): MedicalReviewInForce => ({
  reviewer: {
    name: row.reviewer_name,
    ...(row.reviewer_registration ? { registration: row.reviewer_registration } : {}),
  },
  reviewedOn: row.reviewed_on,
  nextReviewDue: row.next_review_due,
});

/**
 * Medical reviews (decision 0081): rows are added and read, never changed or deleted. A review
 * binds to one text hash; the newest review of a text is the one it may claim.
 */
export function medicalReviewsRepository(db: Db) {
  return {
    async insert(rows: readonly MedicalReviewsTable[]): Promise<void> {
      if (rows.length)
        await db
          .insertInto('medical_reviews')
          .values([...rows])
          .execute();
    },

    /** The newest review of this text whose next review is not past on `today`; else null. */
    async inForce(textHash: string, today: string): Promise<MedicalReviewInForce | null> {
      const row = await db
        .selectFrom('medical_reviews')
        .selectAll()
        .where('text_hash', '=', textHash)
        .where('next_review_due', '>=', today)
        .orderBy('reviewed_on', 'desc')
        .orderBy('recorded_at', 'desc')
        .executeTakeFirst();
      return row ? inForce(row) : null;
    },

    /**
     * Pages whose latest review falls due between `today` and `until` (clinic days), soonest
     * first. Per page, the newest review decides: one given since postpones the next.
     */
    async dueBetween(today: string, until: string): Promise<MedicalReviewDue[]> {
      const rows = await db
        .selectFrom('medical_reviews')
        .selectAll()
        .orderBy('reviewed_on', 'desc')
        .orderBy('recorded_at', 'desc')
        .execute();
      const latest = new Map<string, MedicalReviewsTable>();
      for (const row of rows) if (!latest.has(row.path)) latest.set(row.path, row);
      return [...latest.values()]
        .filter((row) => row.next_review_due >= today && row.next_review_due <= until)
        .sort((a, b) => a.next_review_due.localeCompare(b.next_review_due))
        .map((row) => ({
          path: row.path,
          textHash: row.text_hash,
          reviewer: row.reviewer_name,
          reviewedOn: row.reviewed_on,
          nextReviewDue: row.next_review_due,
        }));
    },

    /** Whether this text already has this review (the carry-over runs at every start). */
    async has(textHash: string, reviewerName: string, reviewedOn: string): Promise<boolean> {
      const row = await db
        .selectFrom('medical_reviews')
        .select('id')
        .where('text_hash', '=', textHash)
        .where('reviewer_name', '=', reviewerName)
        .where('reviewed_on', '=', reviewedOn)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
