import type { EnquiryStatus, FormSubmission } from '@clinic/contracts/entities/form-submission';
import { clinicDay } from '@clinic/contracts/dates/clinic-time';

export interface SubmissionFilter {
  /** Part of a name or message (any case), or of a phone number however it is typed. */
  search: string;
  /** `YYYY-MM-DD` (an `<input type="date">` value): that day in the clinic's time zone. */
  day: string;
  /** One inbox status, or every enquiry. */
  status?: EnquiryStatus | 'all';
}

/**
 * The digits of a number as stored (10 digits, no country code): "+91 98123 45678",
 * "098123-45678" and "9812345678" are the same phone.
 */
export function phoneDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** Product §2 Forms: newest first, narrowed by status, the search box and the date filter. */
export function filterSubmissions<Form extends FormSubmission & { status?: EnquiryStatus }>(
  forms: readonly Form[],
  { search, day, status = 'all' }: SubmissionFilter,
): Form[] {
  const text = search.trim().toLowerCase();
  // Only something that looks like part of a number searches the phones: "Ravi 2" is a name.
  const digits = /^[\d\s()+-]+$/.test(text) ? phoneDigits(text) : '';
  return forms
    .filter((form) => status === 'all' || form.status === status)
    .filter(
      (form) =>
        !text ||
        form.name.toLowerCase().includes(text) ||
        form.message.toLowerCase().includes(text) ||
        (digits !== '' && form.phone.includes(digits)),
    )
    .filter((form) => !day || clinicDay(form.createdAt) === day)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
