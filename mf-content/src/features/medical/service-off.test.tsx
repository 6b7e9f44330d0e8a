import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Services from '@clinic/contracts/config/clinic-services';
import { clinic } from '@clinic/contracts/config/clinic';
import { contentPages } from '../../page-manifest';
import { claimOf, medicalPaths, renderedMedicalPages } from '../../testing/render-medical-page';

// A clinic that offers none of the services, has no hospital team and no emergency arrangement.
vi.mock('@clinic/contracts/config/clinic-services', async (importOriginal) => {
  const real = await importOriginal<typeof Services>();
  const none = Object.fromEntries(
    Object.entries(real.clinicServices).map(([id, service]) => [
      id,
      { ...service, at: 'not offered' },
    ]),
  );
  return {
    ...real,
    clinicServices: none,
    hospitalTeam: '',
    emergencyCare: { ...real.emergencyCare, hours: '' },
  };
});

const { clinicServices } = await vi.importActual<typeof Services>(
  '@clinic/contracts/config/clinic-services',
);

describe('medical pages of a clinic that turns its services off', () => {
  let pages: Map<string, string>;
  beforeAll(async () => {
    pages = await renderedMedicalPages();
  }, 120_000);

  it('claim none of them, nor an emergency service or a team, on any of the 42 pages', () => {
    expect(pages.size).toBe(42);
    for (const [path, html] of pages) {
      for (const service of Object.values(clinicServices)) {
        // The claim names the service, then where it is done, then what the clinic says of it.
        expect(html, path).not.toMatch(claimOf(service.name));
        for (const claim of service.claims ?? []) expect(html, path).not.toContain(claim);
      }
      expect(html, path).not.toMatch(
        /our clinic (offers|in|\()|where the doctor works|by referral/i,
      );
      expect(html, path).not.toMatch(/team of pulmonologists|emergency care through|24\/7/);
      expect(html, path).not.toContain(clinic.doctor.hospital);
      // India's public numbers are not the clinic's service: they stay.
      expect(html, path).toMatch(/call 112 or 108/);
    }
  });

  it('claim none of them in a page description (search results and link previews)', () => {
    const description = (path: string) =>
      contentPages.find((page) => page.path === path)!.description;
    expect(description('/')).toBe(
      `${clinic.doctor.name}, pulmonologist in Sector 20, Panchkula: asthma, COPD, TB and sleep apnea.`,
    );
    expect(medicalPaths).toHaveLength(42);
    for (const path of medicalPaths) {
      // General medical text: no "our clinic", "our chest team", "we", and no "… in Panchkula",
      // which reads as "done here" beside a procedure's name.
      expect(description(path), path).not.toMatch(/\b(our|we|us)\b|clinic|Panchkula/i);
      expect(description(path), path).not.toContain(clinic.doctor.hospital);
    }
  });
});
