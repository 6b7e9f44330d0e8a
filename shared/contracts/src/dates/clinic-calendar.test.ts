import { describe, expect, it } from 'vitest';
import { clinic } from '../config/clinic';
import { clinicYear, formatCalendarDay, formatClinicDate } from './clinic-calendar';

const intlDate = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: clinic.timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);

describe('the clinic calendar without Intl', () => {
  it("prints every hour of a year as Intl does in the clinic's time zone", () => {
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const date = new Date(start + hour * 3_600_000);
      expect(formatClinicDate(date.toISOString()), date.toISOString()).toBe(intlDate(date));
    }
  });

  it("turns the year at midnight on the clinic's clock, not at midnight UTC", () => {
    expect(clinicYear(new Date('2026-12-31T18:29:59.999Z'))).toBe(2026);
    expect(clinicYear(new Date('2026-12-31T18:30:00.000Z'))).toBe(2027);
  });

  it('prints a review date as its calendar day, and nothing for a string that is not a date', () => {
    expect(formatCalendarDay('2026-11-01')).toBe('1 November 2026');
    expect(formatClinicDate('soon')).toBe('');
  });
});
