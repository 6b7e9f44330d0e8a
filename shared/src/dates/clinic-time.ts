import { clinic } from '../config/clinic';

/**
 * Dates and times as staff at the clinic read them: in its time zone and in Indian English,
 * whatever the time zone of the server or the visitor's device, so a server-rendered page and its
 * hydration print the same text. (A public page's plain dates: `clinic-calendar.ts`.)
 */

// Made on first use: the first `Intl.DateTimeFormat` of a page is dear (clinic-calendar.ts).
const lazy = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const dateTimeFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      timeZone: clinic.timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
);

const stampParts = lazy(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: clinic.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

const valid = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** `23 November 2026 at 7:26 am IST` (the zone named: read by people elsewhere too); empty for a string that is not a date. */
export function formatClinicDateTime(iso: string): string {
  const date = valid(iso);
  return date ? dateTimeFormat().format(date) : '';
}

function clinicParts(iso: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const found = Object.fromEntries(
    stampParts()
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: found.year ?? '',
    month: found.month ?? '',
    day: found.day ?? '',
    hour: found.hour ?? '',
    minute: found.minute ?? '',
  };
}

/**
 * `YYYY-MM-DD`: the clinic's calendar day of an instant (the value of an `<input type="date">`),
 * so an enquiry sent at 00:30 in Panchkula is filed under that day.
 */
export function clinicDay(iso: string): string {
  const { year, month, day } = clinicParts(iso);
  return `${year}-${month}-${day}`;
}

/** `YYYY-MM-DD HH:mm` in the clinic's time zone (spec §2, the Forms table's Created At). */
export function formatClinicTimestamp(iso: string): string {
  const { hour, minute } = clinicParts(iso);
  return `${clinicDay(iso)} ${hour}:${minute}`;
}
