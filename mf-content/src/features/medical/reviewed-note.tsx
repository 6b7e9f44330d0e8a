import { useApiRead } from '@clinic/browser-kit/api/use-api-read';
import { formatCalendarDay } from '@clinic/contracts/dates/clinic-calendar';
import {
  medicalReviewKey,
  type MedicalReviewInForce,
} from '@clinic/contracts/entities/medical-review';

/**
 * Every medical page ends by saying what it is not and when its text last changed (an edit, not a
 * medical review), and, only while the API holds a review in force for the page's current text
 * (its `textHash`, decision 0081), who reviewed it and when the next review is due.
 */
export function ReviewedNote({ textHash, updated }: { textHash?: string; updated: string }) {
  return (
    <footer className="medical-article__note">
      <p>
        This page is general information, not medical advice. For advice about your own health,
        please see a doctor.
      </p>
      <p>
        Page last updated <time dateTime={updated}>{formatCalendarDay(updated)}</time>.
      </p>
      {textHash && <RecordedReview textHash={textHash} />}
    </footer>
  );
}

/** The review in force, as the server rendered it (SWR fallback) or the browser reads it. */
function RecordedReview({ textHash }: { textHash: string }) {
  // Loading, a failed read and `null` alike claim nothing: never a review that may not hold.
  const { data: review } = useApiRead<MedicalReviewInForce | null>(
    medicalReviewKey(textHash),
    'Failed to fetch the medical review',
  );
  if (!review) return null;
  const { name, registration } = review.reviewer;
  return (
    <p>
      Reviewed by {registration ? `${name} (${registration})` : name} on{' '}
      <time dateTime={review.reviewedOn}>{formatCalendarDay(review.reviewedOn)}</time> · Next review
      due <time dateTime={review.nextReviewDue}>{formatCalendarDay(review.nextReviewDue)}</time>
    </p>
  );
}
