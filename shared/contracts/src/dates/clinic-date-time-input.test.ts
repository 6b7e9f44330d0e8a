import { describe, expect, it } from 'vitest';
import { clinicDateTimeInput, fromClinicDateTimeInput } from './clinic-time';

describe("a date and time typed on the clinic's clock (Asia/Kolkata)", () => {
  it('is the instant 5 h 30 min earlier in UTC, and back', () => {
    expect(fromClinicDateTimeInput('2026-12-01T09:00')).toBe('2026-12-01T03:30:00.000Z');
    expect(clinicDateTimeInput('2026-12-01T03:30:00.000Z')).toBe('2026-12-01T09:00');
    // Just after midnight in Panchkula is still the day before in UTC.
    expect(fromClinicDateTimeInput('2026-12-01T00:15')).toBe('2026-11-30T18:45:00.000Z');
  });

  it('is nothing for an empty or malformed value', () => {
    expect(fromClinicDateTimeInput('')).toBe('');
    expect(fromClinicDateTimeInput('tomorrow')).toBe('');
  });
});
