import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import { clinicDay } from '@clinic/contracts/dates/clinic-time';

export interface SubmissionFilter {
  /** Part of a name (any case) or of a phone number (spaces ignored). */
  search: string;
  /** `YYYY-MM-DD` (an `<input type="date">` value): that day in the clinic's time zone. */
  day: string;
}

/** Product §2 Forms: newest first, narrowed by the search box and the date filter. */
export function filterSubmissions(
  forms: readonly FormSubmission[],
  { search, day }: SubmissionFilter,
): FormSubmission[] {
  const text = search.trim().toLowerCase();
  const digits = text.replace(/[\s-]/g, '');
  return forms
    .filter(
      (form) =>
        !text ||
        form.name.toLowerCase().includes(text) ||
        (digits !== '' && form.phone.includes(digits)),
    )
    .filter((form) => !day || clinicDay(form.createdAt) === day)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
