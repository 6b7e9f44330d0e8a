import { clinicDay } from '@clinic/contracts/dates/clinic-time';
import { auditLogRepository } from '../db/repositories/audit-log';
import { medicalReviewsRepository } from '../db/repositories/medical-reviews';
import type { Db } from '../db/schema';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { addMonths, DEFAULT_MEDICAL_REVIEW_MONTHS } from './review-dates';

/** The audit log's action for each page a review covers. */
export const MEDICAL_REVIEW_RECORDED = 'medical review recorded';

export interface MedicalReviewer {
  /** The staff account's id and e-mail (the audit log's actor). */
  readonly id: string;
  readonly email: string;
  /** As the page shows it. */
  readonly name: string;
  readonly registration?: string | undefined;
}

export interface MedicalReviewRecord {
  readonly reviewer: MedicalReviewer;
  /** Each page signed off, with the hash of the text read (its manifest `textHash`). */
  readonly pages: readonly { readonly path: string; readonly textHash: string }[];
  /** The release the text came with, when the review is given on its approval. */
  readonly release?: { readonly app: string; readonly id: string };
}

/**
 * Records that a medical reviewer read and signed off these pages' texts today (decision 0081):
 * one row per page, its next review `months` later, and one audit entry each. The one way a
 * review is made: the `POST /medical-reviews` route and a release's approval both call it.
 */
export async function recordMedicalReviews(
  db: Db,
  { reviewer, pages, release }: MedicalReviewRecord,
  {
    months = DEFAULT_MEDICAL_REVIEW_MONTHS,
    ip = null,
  }: { months?: number; ip?: string | null } = {},
): Promise<void> {
  const recordedAt = clock.stamp();
  const reviewedOn = clinicDay(clock.now().toISOString());
  const nextReviewDue = addMonths(reviewedOn, months);
  await medicalReviewsRepository(db).insert(
    pages.map((page) => ({
      id: newId(),
      path: page.path,
      text_hash: page.textHash,
      reviewer_id: reviewer.id,
      reviewer_name: reviewer.name,
      reviewer_registration: reviewer.registration ?? null,
      reviewed_on: reviewedOn,
      next_review_due: nextReviewDue,
      release_app: release?.app ?? null,
      release_id: release?.id ?? null,
      recorded_at: recordedAt,
    })),
  );
  const audit = auditLogRepository(db);
  for (const page of pages)
    await audit.append(newId(), clock.stamp(), {
      actorId: reviewer.id,
      actorEmail: reviewer.email,
      action: MEDICAL_REVIEW_RECORDED,
      target: `${page.path} ${page.textHash.slice(0, 12)}`,
      status: 201,
      ip,
    });
}
