/** The default time until a page's next review (issue 44: 12 months; `MEDICAL_REVIEW_MONTHS`). */
export const DEFAULT_MEDICAL_REVIEW_MONTHS = 12;

/**
 * The clinic day `months` after `day` (both YYYY-MM-DD); a day the month lacks becomes its last
 * (31 January + 1 month is 28 or 29 February, never a day in March).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget)))
    .toISOString()
    .slice(0, 10);
}
