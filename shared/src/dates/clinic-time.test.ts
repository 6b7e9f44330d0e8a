import { describe, expect, it } from 'vitest';
import { formatClinicDate, formatClinicDateTime } from './clinic-time';

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
