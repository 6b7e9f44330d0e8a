import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { MedicalReview } from '@clinic/contracts/config/medical-reviews';
import { contentPages } from '../../page-manifest';
import { renderMedicalPage } from '../../testing/render-medical-page';

// A clinic that recorded a review of the treatment pages, and one of /COPD that is overdue.
vi.mock('@clinic/contracts/config/medical-reviews', () => ({
  medicalReviews: [
    {
      covers: 'Treatments',
      reviewer: { name: 'Dr. Test Reviewer', registration: 'HMC 12345' },
      reviewedOn: '2026-10-01',
      nextReviewDue: '2999-10-01',
    },
    {
      covers: '/Bronchoscopy',
      reviewer: { name: 'Dr. Lapsed Reviewer', registration: 'HMC 999' },
      reviewedOn: '2020-01-01',
      nextReviewDue: '2021-01-01',
    },
  ] satisfies MedicalReview[],
}));

describe('a medical review recorded in the clinic config', () => {
  it('is shown on the pages it covers, with the reviewer, registration and date', async () => {
    for (const path of ['/COPD', '/Lung']) {
      await renderMedicalPage(path);
      expect(
        screen.getByText(/Medically reviewed by Dr\. Test Reviewer \(HMC 12345\) on/),
      ).toHaveTextContent('1 October 2026');
      cleanup();
    }
  });

  it('goes into those pages’ JSON-LD data, and no other page’s', () => {
    const data = (path: string) =>
      contentPages.find((page) => page.path === path)!.structuredData as Record<string, unknown>;
    expect(data('/COPD')).toMatchObject({
      lastReviewed: '2026-10-01',
      reviewedBy: { name: 'Dr. Test Reviewer', registration: 'HMC 12345' },
      nextReviewDue: '2999-10-01',
    });
    // The /Lung hub belongs to the Treatments group and shows its review like them.
    expect(data('/Lung')).toMatchObject({
      type: 'MedicalWebPage',
      about: 'MedicalCondition',
      aboutName: 'Lung diseases',
      lastReviewed: '2026-10-01',
      reviewedBy: { name: 'Dr. Test Reviewer', registration: 'HMC 12345' },
    });
    expect(data('/Bronchoscopy')).not.toHaveProperty('reviewedBy');
    expect(data('/Bronchoscopy')).not.toHaveProperty('lastReviewed');
  });

  it('is not claimed once its next review is overdue', async () => {
    await renderMedicalPage('/Bronchoscopy');
    expect(screen.queryByText(/reviewed by/i)).toBeNull();
  });
});
