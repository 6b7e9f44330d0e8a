import type { MedicalReview } from '../config/medical-reviews';

/** A medical page as a review sees it: its path and its menu group. */
export interface ReviewablePage {
  readonly path: string;
  readonly group?: string;
}

const covers = (review: MedicalReview, page: ReviewablePage) =>
  review.covers === 'all' || review.covers === page.path || review.covers === page.group;

/**
 * The review a page may claim on `today` (an ISO date): the latest recorded one that covers it,
 * unless its next review is overdue. A review with no reviewer name or registration claims nothing.
 */
export function reviewInForce(
  reviews: readonly MedicalReview[],
  page: ReviewablePage,
  today: string,
): MedicalReview | undefined {
  const latest = reviews
    .filter((review) => covers(review, page))
    .filter((review) => review.reviewer.name.trim() && review.reviewer.registration.trim())
    .toSorted((a, b) => b.reviewedOn.localeCompare(a.reviewedOn))[0];
  return latest && today <= latest.nextReviewDue ? latest : undefined;
}
