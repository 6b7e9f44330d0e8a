import { clinic } from '../config/clinic';

/**
 * Dates as people at the clinic read them: in its time zone and in Indian English, whatever the
 * time zone of the server or the visitor's device, so a server-rendered page and its hydration
 * print the same text.
 */
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: clinic.timeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: clinic.timeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const valid = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** `23 November 2026`; empty for a string that is not a date. */
export function formatClinicDate(iso: string): string {
  const date = valid(iso);
  return date ? dateFormat.format(date) : '';
}

/** `23 November 2026 at 7:26 am IST` (the zone named: read by people elsewhere too); empty for a string that is not a date. */
export function formatClinicDateTime(iso: string): string {
  const date = valid(iso);
  return date ? dateTimeFormat.format(date) : '';
}
