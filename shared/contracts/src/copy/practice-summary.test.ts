// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Services from '../config/clinic-services';

afterEach(() => {
  vi.doUnmock('../config/clinic-services');
  vi.resetModules();
});

describe('the practice summary (site footer)', () => {
  it('names the tests the shipped config says the doctor does', async () => {
    const { practiceSummary } = await import('./practice-summary');
    expect(practiceSummary()).toMatch(
      /^Chest and lung care in Sector 20, Panchkula, with allergy testing and sleep studies\. Diagnosis, treatment and follow-up/,
    );
  });

  it('claims no test the config turns off or sends elsewhere', async () => {
    vi.doMock('../config/clinic-services', async (importOriginal) => {
      const real = await importOriginal<typeof Services>();
      return {
        ...real,
        clinicServices: {
          ...real.clinicServices,
          allergyTesting: { ...real.clinicServices.allergyTesting, at: 'not offered' },
          sleepStudy: { ...real.clinicServices.sleepStudy, at: 'referral' },
        },
      };
    });
    const { practiceSummary } = await import('./practice-summary');
    expect(practiceSummary()).toMatch(/^Chest and lung care in Sector 20, Panchkula\. Diagnosis/);
    expect(practiceSummary()).not.toMatch(/allergy|sleep stud/i);
  });
});
