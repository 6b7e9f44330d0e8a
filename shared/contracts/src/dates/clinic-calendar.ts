import { clinic } from '../config/clinic';

/**
 * The clinic's calendar without `Intl`: the first `Intl.DateTimeFormat` a page makes costs about
 * 30 ms of main thread (120 ms on a slow phone), and the footer and every medical and blog page
 * print a date (product §10.13). The clinic's zone has a fixed offset (`clinic.utcOffsetMinutes`), so
 * the arithmetic is exact; `clinic-calendar.test.ts` compares it with `Intl` across the year.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The instant as the clinic's wall clock reads it, in a Date's UTC fields. */
export const onClinicClock = (date: Date) =>
  new Date(date.getTime() + clinic.utcOffsetMinutes * 60_000);

/** The year on the clinic's calendar now (the footer's copyright line). */
export const clinicYear = (now: Date = new Date()): number => onClinicClock(now).getUTCFullYear();

/** `5 March 2026`: the clinic's calendar day of an instant; empty for a string that is not one. */
export function formatClinicDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const clock = onClinicClock(date);
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

/** `1 November 2026` for the calendar day `2026-11-01` (a review date: no time, no zone). */
export const formatCalendarDay = (day: string): string => formatClinicDate(`${day}T12:00:00.000Z`);
