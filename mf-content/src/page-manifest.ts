import { clinic } from '@clinic/shared/config/clinic';
import type { Crumb, PageDefinition } from '@clinic/shared/federation/page-manifest';
import {
  lungHubPage,
  procedurePages,
  treatmentPages,
  type MedicalPage,
} from './features/medical/medical-pages';
import { articleFor } from './features/medical/article-catalog';

const home: Crumb = { label: 'Home', path: '/' };
const where = `${clinic.clinicName}, Sector 20, Panchkula`;

function medical(
  page: MedicalPage,
  group: 'Treatments' | 'Procedures',
  order: number,
): PageDefinition {
  const isTreatment = group === 'Treatments';
  const article = articleFor(page.article);
  return {
    path: page.path,
    key: 'medical',
    title: page.title,
    description: article.description,
    menu: { group, label: page.title, order },
    breadcrumb: isTreatment ? [home, { label: lungHubPage.title, path: lungHubPage.path }] : [home],
    structuredData: {
      type: 'MedicalWebPage',
      about: isTreatment ? 'MedicalCondition' : 'MedicalProcedure',
      aboutName: article.about.name,
      alternateName: article.about.alternateName,
      possibleTreatment: article.about.possibleTreatment,
      howPerformed: article.about.howPerformed,
      lastReviewed: article.lastReviewed,
    },
  };
}

/** mf-content's pages: the clinic's own pages and every condition and procedure page. */
export const contentPages: readonly PageDefinition[] = [
  {
    path: '/',
    key: 'home',
    title: 'Chest and Lung Specialist in Panchkula',
    description: `${clinic.doctor.name}, pulmonologist in Sector 20, Panchkula: asthma, COPD, TB, sleep apnea, allergy testing and bronchoscopy.`,
    structuredData: { type: 'MedicalClinic' },
  },
  {
    path: '/about',
    key: 'about',
    title: `About ${clinic.doctor.name}`,
    description: `${clinic.doctor.name}, ${clinic.doctor.designation}: ${clinic.doctor.experienceYears} years of experience, qualifications, timings and booking.`,
    breadcrumb: [home],
    structuredData: { type: 'MedicalClinic' },
  },
  {
    path: '/pictures',
    key: 'gallery',
    title: 'Image Gallery',
    description: `Photos of ${where}: the clinic, the doctor and the care we give.`,
    breadcrumb: [home],
  },
  {
    path: '/Pictures',
    key: 'gallery',
    title: 'Image Gallery',
    description: `Photos of ${where}: the clinic, the doctor and the care we give.`,
    menu: { group: 'Media', label: 'Pictures Gallery', order: 1 },
    breadcrumb: [home],
    canonicalPath: '/pictures',
  },
  {
    path: '/media',
    key: 'media',
    title: 'Videos and Media',
    description: `Videos, patient stories and Instagram highlights from ${where}.`,
    menu: { group: 'Media', label: 'Videos and Media', order: 2 },
    breadcrumb: [home],
  },
  {
    ...medical(lungHubPage, 'Treatments', 0),
    key: 'lungHub',
    breadcrumb: [home],
    structuredData: { type: 'WebPage' },
  },
  ...treatmentPages.map((page, index) => medical(page, 'Treatments', index + 1)),
  ...procedurePages.map((page, index) => medical(page, 'Procedures', index + 1)),
];
