import { describe, expect, it } from 'vitest';
import type { MedicalReview } from '../config/medical-reviews';
import { reviewInForce } from './review-in-force';

const review = (change: Partial<MedicalReview>): MedicalReview => ({
  covers: 'Treatments',
  reviewer: { name: 'Dr. Test Reviewer', registration: 'HMC 12345' },
  reviewedOn: '2026-10-01',
  nextReviewDue: '2027-10-01',
  ...change,
});
const copd = { path: '/COPD', group: 'Treatments' };

describe('reviewInForce', () => {
  it('finds the latest review covering the page, by path, group or all', () => {
    const older = review({ covers: 'all', reviewedOn: '2026-01-01' });
    const newer = review({ covers: '/COPD', reviewedOn: '2026-11-01' });
    expect(reviewInForce([older, newer], copd, '2026-11-24')).toBe(newer);
    expect(reviewInForce([older], copd, '2026-11-24')).toBe(older);
    expect(reviewInForce([review({ covers: 'Procedures' })], copd, '2026-11-24')).toBeUndefined();
  });

  it('claims nothing once the next review is overdue, or without a named, registered reviewer', () => {
    expect(reviewInForce([review({})], copd, '2027-10-01')).toBeDefined();
    expect(reviewInForce([review({})], copd, '2027-10-02')).toBeUndefined();
    const unnamed = review({ reviewer: { name: 'Dr. A', registration: ' ' } });
    expect(reviewInForce([unnamed], copd, '2026-11-24')).toBeUndefined();
  });
});
