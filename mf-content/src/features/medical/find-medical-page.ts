import {
  lungHubPage,
  procedurePages,
  treatmentPages,
  type MedicalPage,
} from '@clinic/shared/routes/medical-pages';

export interface MedicalPageMatch {
  page: MedicalPage;
  /** The sibling list the page's sidebar shows. */
  group: 'Treatments' | 'Procedures';
}

/** Which condition or procedure page a path names. */
export function findMedicalPage(pathname: string): MedicalPageMatch | null {
  const treatment = [...treatmentPages, lungHubPage].find((p) => p.path === pathname);
  if (treatment) return { page: treatment, group: 'Treatments' };
  const procedure = procedurePages.find((p) => p.path === pathname);
  return procedure ? { page: procedure, group: 'Procedures' } : null;
}
