import type { MedicalReview } from '@clinic/contracts/config/medical-reviews';
import { reviewInForce, type ReviewablePage } from '@clinic/contracts/go-live/review-in-force';
import { auditLogRepository } from '../db/repositories/audit-log';
import { medicalReviewsRepository } from '../db/repositories/medical-reviews';
import type { Db } from '../db/schema';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { MEDICAL_REVIEW_RECORDED } from './record-medical-reviews';

/** The audit log's actor for a review carried over from the config list (no account made it). */
export const LISTED_REVIEW_ACTOR = 'medical-reviews.ts (decision 0042)';

/**
 * Carries decision 0042's hand-kept list over into records (decision 0081): each live medical page
 * an entry covers today gets that review, bound to the page's current text hash, with the entry's
 * reviewer, date and due date. Run at every start and idempotent, so a list still in the config
 * after an upgrade is taken once; the text it covered is assumed to be the live one (the list was
 * kept by hand beside it). The number of reviews recorded.
 */
export async function carryOverListedReviews(
  db: Db,
  listed: readonly MedicalReview[],
  pages: readonly (ReviewablePage & { readonly textHash: string })[],
  today: string,
): Promise<number> {
  const reviews = medicalReviewsRepository(db);
  const audit = auditLogRepository(db);
  let recorded = 0;
  for (const page of pages) {
    const review = reviewInForce(listed, page, today);
    if (!review || (await reviews.has(page.textHash, review.reviewer.name, review.reviewedOn)))
      continue;
    await reviews.insert([
      {
        id: newId(),
        path: page.path,
        text_hash: page.textHash,
        reviewer_id: null,
        reviewer_name: review.reviewer.name,
        reviewer_registration: review.reviewer.registration,
        reviewed_on: review.reviewedOn,
        next_review_due: review.nextReviewDue,
        release_app: null,
        release_id: null,
        recorded_at: clock.stamp(),
      },
    ]);
    await audit.append(newId(), clock.stamp(), {
      actorId: null,
      actorEmail: LISTED_REVIEW_ACTOR,
      action: MEDICAL_REVIEW_RECORDED,
      target: `${page.path} ${page.textHash.slice(0, 12)}`,
      status: 201,
      ip: null,
    });
    recorded += 1;
  }
  return recorded;
}
