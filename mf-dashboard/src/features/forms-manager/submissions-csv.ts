import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';

const HEADER = ['#', 'Name', 'Phone', 'Message', 'Created At'];

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a leading tab or carriage
 * return) gets a leading apostrophe: an enquiry is typed by anyone on the internet, and
 * `=HYPERLINK(...)` in a staff member's Excel is an attack (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: every cell quoted, quotes doubled, so commas and line breaks stay inside a cell. */
const cell = (value: string): string => `"${neutraliseFormula(value).replace(/"/g, '""')}"`;

/**
 * The rows the table shows, as CSV (CRLF lines). It starts with a byte order mark so Excel reads
 * it as UTF-8 (names in Hindi or Punjabi survive).
 */
export function submissionsCsv(forms: readonly FormSubmission[]): string {
  const rows = forms.map((form, index) => [
    String(index + 1),
    form.name,
    form.phone,
    form.message,
    formatClinicTimestamp(form.createdAt),
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Hands the CSV to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the download starts after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
