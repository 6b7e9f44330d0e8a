import { clinic } from '@clinic/contracts/config/clinic';
import { galleryPhotoTexts } from '@clinic/contracts/config/clinic-photos';
import type { ServiceId } from '@clinic/contracts/config/clinic-services';
import { servicesDone } from '@clinic/contracts/copy/practice-summary';
import { paths } from '@clinic/contracts/routes/paths';
import type { Crumb, PageDefinition } from '@clinic/contracts/federation/page-manifest';
import {
  lungHubPage,
  medicalPageByPath,
  procedurePages,
  treatmentPages,
  type MedicalPage,
} from './features/medical/medical-pages';
import { articleFor } from './features/medical/article-catalog';
import { dangerSigns } from './features/medical/danger-signs';
import { SOCIAL_LINKS_KEY } from './components/managed-links/social-links-key';

const home: Crumb = { label: 'Home', path: paths.home.path };

/**
 * The home page's description names a test or procedure only when the clinic config says the
 * doctor does it (at the clinic or the hospital): a referral or a service turned off is no claim
 * for a search result. The conditions are the consultation itself, which every clinic offers.
 */
const homeServices: readonly (readonly [ServiceId, string])[] = [
  ['allergyTesting', 'allergy testing'],
  ['bronchoscopy', 'bronchoscopy'],
  ['spirometry', 'lung function tests'],
];
function homeDescription(): string {
  const services = servicesDone(homeServices);
  return `${clinic.doctor.name}, pulmonologist in ${clinic.locations.clinic.area}: asthma, COPD, TB and sleep apnea${services && `, with ${services}`}.`;
}
const where = `${clinic.clinicName}, ${clinic.locations.clinic.area}`;
const town = clinic.locations.clinic.postalAddress.addressLocality;
// The shipped pictures are drawn samples: the description says so rather than call them ours.
const galleryDescription = galleryPhotoTexts.some((photo) => photo.sample)
  ? `The image gallery of ${where}. The pictures shipped with the site are samples, not photos of this clinic.`
  : `Photos of ${where}: ${galleryPhotoTexts.map((photo) => photo.alt.toLowerCase()).join('; ')}.`;

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
    // An article, its sidebar and links: nothing to hydrate, so no mf-content code on its load.
    hydrate: 'never',
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
      dateModified: article.updated,
    },
  };
}

/**
 * What a medical review of a page covers (decision 0081): its article object as the content model
 * holds it, with the words of the warning signs its help boxes name (kept in `danger-signs.ts`,
 * not in the article). The build hashes it into the page's `textHash`, so any change of what a
 * patient reads there drops the review. The clinic's services on the page come from the clinic
 * config, not the article, and are not medical text. Undefined for a page that is not medical.
 */
export function medicalPageText(page: Pick<PageDefinition, 'path'>): unknown {
  const medicalPage = medicalPageByPath(page.path);
  if (!medicalPage) return undefined;
  const article = articleFor(medicalPage.article);
  const signIds = article.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.kind === 'help' ? block.signs : [])),
  );
  return {
    article,
    signs: Object.fromEntries(signIds.map((id) => [id, dangerSigns[id]])),
  };
}

/** mf-content's pages: the clinic's own pages and every condition and procedure page. */
export const contentPages: readonly PageDefinition[] = [
  {
    path: paths.home.path,
    key: 'home',
    title: `Chest and Lung Specialist in ${town}`,
    description: homeDescription(),
    structuredData: { type: 'MedicalClinic' },
    data: [SOCIAL_LINKS_KEY],
    // Its widgets start after the navigation and popup: its HTML reads without them.
    hydrate: 'after-frame',
  },
  {
    path: paths.about.path,
    key: 'about',
    title: `About ${clinic.doctor.name}`,
    description: `${clinic.doctor.name}, ${clinic.doctor.designation}: ${clinic.doctor.experienceYears} years of experience, qualifications, timings and booking.`,
    breadcrumb: [home],
    structuredData: { type: 'MedicalClinic' },
    hydrate: 'after-frame',
  },
  {
    path: paths.pictures.path,
    key: 'gallery',
    title: 'Image Gallery',
    description: galleryDescription,
    breadcrumb: [home],
    hydrate: 'after-frame',
  },
  {
    path: paths.picturesMenu.path,
    key: 'gallery',
    title: 'Image Gallery',
    description: galleryDescription,
    menu: { group: 'Media', label: 'Pictures Gallery', order: 1 },
    breadcrumb: [home],
    canonicalPath: paths.pictures.path,
    hydrate: 'after-frame',
  },
  {
    path: '/media',
    key: 'media',
    title: 'Videos and Media',
    description: `Videos, patient stories and Instagram posts from ${clinic.doctor.name} at ${where}, on chest, lung and sleep health.`,
    menu: { group: 'Media', label: 'Videos and Media', order: 2 },
    breadcrumb: [home],
    data: [SOCIAL_LINKS_KEY],
    hydrate: 'after-frame',
  },
  {
    path: paths.privacy.path,
    key: 'privacy',
    title: 'Privacy Notice',
    description: `What ${clinic.clinicName} keeps when you send us an enquiry, why, for how long, who sees it, and how to ask us to erase it.`,
    breadcrumb: [home],
    // Text and links only.
    hydrate: 'never',
  },
  {
    path: paths.enquiry.path,
    key: 'enquiry',
    title: 'Send an Enquiry',
    description: `Send ${clinic.clinicName} in ${town} a short message with your name and phone number, and we will call you back.`,
    breadcrumb: [home],
  },
  {
    path: paths.enquirySent.path,
    key: 'enquirySent',
    title: 'Enquiry Sent',
    description: `Your enquiry has reached ${clinic.clinicName}.`,
    breadcrumb: [home, { label: 'Send an Enquiry', path: paths.enquiry.path }],
    noindex: true,
  },
  // A MedicalWebPage like the pages it links, about lung diseases: it shows the Treatments group's
  // review, so its JSON-LD carries it too.
  { ...medical(lungHubPage, 'Treatments', 0), key: 'lungHub', breadcrumb: [home] },
  ...treatmentPages.map((page, index) => medical(page, 'Treatments', index + 1)),
  ...procedurePages.map((page, index) => medical(page, 'Procedures', index + 1)),
];
