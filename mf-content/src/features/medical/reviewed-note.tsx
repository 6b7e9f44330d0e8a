import { clinic } from '@clinic/shared/config/clinic';

// Noon in the clinic's zone: the same calendar day wherever the page is rendered.
const reviewedDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(`${iso}T12:00:00+05:30`));

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
        <time dateTime={lastReviewed}>{reviewedDate(lastReviewed)}</time>.
      </p>
    </footer>
  );
}
