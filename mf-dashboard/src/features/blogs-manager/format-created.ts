/** Clinic time (Asia/Kolkata) whatever the browser's zone, so server and client agree. */
const clinicDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** `2026-11-22T10:00:00.000Z` → `22 Nov 2026, 3:30 pm`. */
export function formatCreated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clinicDateTime.format(date);
}
