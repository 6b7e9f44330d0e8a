import { describe, expect, it } from 'vitest';
import { formatClinicDate } from './clinic-calendar';
import { clinicDay, formatClinicDateTime, formatClinicTimestamp } from './clinic-time';

describe('clinic time', () => {
  it('formats in Asia/Kolkata, not in the machine time zone', () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(formatClinicDate('2026-03-04T20:00:00.000Z')).toBe('5 March 2026');
    expect(formatClinicDateTime('2026-03-04T20:00:00.000Z')).toBe('5 March 2026 at 1:30 am IST');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatClinicDate('soon')).toBe('');
    expect(formatClinicDateTime('')).toBe('');
  });
});

describe('clinic time (Asia/Kolkata, UTC+05:30)', () => {
  it('formats an instant as YYYY-MM-DD HH:mm on the clinic clock', () => {
    expect(formatClinicTimestamp('2026-03-04T09:05:00.000Z')).toBe('2026-03-04 14:35');
    expect(formatClinicTimestamp('2026-12-31T23:59:59.000Z')).toBe('2027-01-01 05:29');
  });

  it("files a late-evening UTC instant under the clinic's next day", () => {
    expect(clinicDay('2026-05-01T18:29:59.999Z')).toBe('2026-05-01');
    expect(clinicDay('2026-05-01T18:30:00.000Z')).toBe('2026-05-02');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatClinicTimestamp('2026-05-01T18:30:00.000Z')).toBe('2026-05-02 00:00');
  });
});
