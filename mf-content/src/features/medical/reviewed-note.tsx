import { medicalReviews } from '@clinic/contracts/config/medical-reviews';
import { formatCalendarDay } from '@clinic/contracts/dates/clinic-calendar';
import { clinicDay } from '@clinic/contracts/dates/clinic-time';
import { reviewInForce, type ReviewablePage } from '@clinic/contracts/go-live/review-in-force';

/**
 * Every medical page ends by saying what it is not and when its text last changed (an edit, not a
 * medical review), and, only while the clinic config records a review of it that is not overdue,
 * who reviewed it and when.
 */
export function ReviewedNote({ page, updated }: { page: ReviewablePage; updated: string }) {
  const review = reviewInForce(medicalReviews, page, clinicDay(new Date().toISOString()));
  return (
    <footer className="medical-article__note">
      <p>
        This page is general information, not medical advice. For advice about your own health,
        please see a doctor.
      </p>
      <p>
        Page last updated <time dateTime={updated}>{formatCalendarDay(updated)}</time>.
      </p>
      {review && (
        <p>
          Medically reviewed by {review.reviewer.name} ({review.reviewer.registration}) on{' '}
          <time dateTime={review.reviewedOn}>{formatCalendarDay(review.reviewedOn)}</time>. Next
          review due{' '}
          <time dateTime={review.nextReviewDue}>{formatCalendarDay(review.nextReviewDue)}</time>.
        </p>
      )}
    </footer>
  );
}
