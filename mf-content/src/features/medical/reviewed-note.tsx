import { clinic } from '@clinic/shared/config/clinic';
import { formatCalendarDay } from '@clinic/shared/dates/clinic-calendar';

/** Every medical page ends by saying what it is not, and when the doctor last checked it. */
export function ReviewedNote({ lastReviewed }: { lastReviewed: string }) {
  return (
    <footer className="medical-article__note">
      <p>
        This page is general information, not medical advice. For advice about your own health,
        please see a doctor.
      </p>
      <p>
        Last reviewed by {clinic.doctor.name} on{' '}
        <time dateTime={lastReviewed}>{formatCalendarDay(lastReviewed)}</time>.
      </p>
    </footer>
  );
}
