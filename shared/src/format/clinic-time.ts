/**
 * Dates as the clinic reads them: in its own time zone, whatever the browser's or the server's,
 * so a prerendered page and the hydrated one agree and an enquiry sent at 00:30 in Panchkula is
 * filed under that day.
 */
export const CLINIC_TIME_ZONE = 'Asia/Kolkata';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function clinicParts(iso: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const found = Object.fromEntries(
    parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return {
    year: found.year ?? '',
    month: found.month ?? '',
    day: found.day ?? '',
    hour: found.hour ?? '',
    minute: found.minute ?? '',
  };
}

/** `YYYY-MM-DD`: the clinic's calendar day of an instant (the value of an `<input type="date">`). */
export function clinicDay(iso: string): string {
  const { year, month, day } = clinicParts(iso);
  return `${year}-${month}-${day}`;
}

/** `YYYY-MM-DD HH:mm` in the clinic's time zone (spec §2, the Forms table's Created At). */
export function formatClinicDateTime(iso: string): string {
  const { hour, minute } = clinicParts(iso);
  return `${clinicDay(iso)} ${hour}:${minute}`;
}
