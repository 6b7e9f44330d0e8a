import { clinic } from '../config/clinic';
import { onClinicClock } from './clinic-calendar';

/**
 * Dates and times as staff at the clinic read them: in its time zone and in Indian English,
 * whatever the time zone of the server or the visitor's device, so a server-rendered page and its
 * hydration print the same text. (A public page's plain dates: `clinic-calendar.ts`.)
 */

// Made on first use: the first `Intl.DateTimeFormat` of a page is dear (clinic-calendar.ts).
let dateTimeFormat: Intl.DateTimeFormat | undefined;

const valid = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** `23 November 2026 at 7:26 am IST` (the zone named: read by people elsewhere too); empty for a string that is not a date. */
export function formatClinicDateTime(iso: string): string {
  const date = valid(iso);
  if (!date) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: clinic.timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return dateTimeFormat.format(date);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The clinic's wall clock at an instant; a string that is not a date throws, as `Intl` did. */
function clockAt(iso: string): Date {
  const date = valid(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return onClinicClock(date);
}

/**
 * `YYYY-MM-DD`: the clinic's calendar day of an instant (the value of an `<input type="date">`),
 * so an enquiry sent at 00:30 in Panchkula is filed under that day.
 */
export function clinicDay(iso: string): string {
  const clock = clockAt(iso);
  return `${clock.getUTCFullYear()}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`;
}

/** `YYYY-MM-DD HH:mm` in the clinic's time zone (product §2, the Forms table's Created At). */
export function formatClinicTimestamp(iso: string): string {
  const clock = clockAt(iso);
  return `${clinicDay(iso)} ${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** `YYYY-MM-DDTHH:mm` on the clinic's clock: the value of an `<input type="datetime-local">`. */
export function clinicDateTimeInput(iso: string): string {
  return formatClinicTimestamp(iso).replace(' ', 'T');
}

/** The instant a `datetime-local` value names on the clinic's clock; '' for an empty or bad one. */
export function fromClinicDateTimeInput(value: string): string {
  const parts = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)$/.exec(value);
  if (!parts) return '';
  const [, year, month, day, hour, minute] = parts.map(Number) as number[];
  const wallClock = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  return new Date(wallClock - clinic.utcOffsetMinutes * 60_000).toISOString();
}
