import { clinic } from '@clinic/contracts/config/clinic';
import {
  medicalReviewKey,
  type MedicalReviewInForce,
} from '@clinic/contracts/entities/medical-review';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { HeadOverrides, PageData } from '@clinic/contracts/federation/remote-contract';

interface Context {
  entry: PageEntry;
  url: string;
  origin: string;
  title: string;
  description: string;
  overrides: HeadOverrides | undefined;
  /** The answers of the page's `data` reads (its medical review's among them). */
  data?: PageData | undefined;
}

const physician = (origin: string) => ({
  '@type': 'Physician',
  name: clinic.doctor.name,
  medicalSpecialty: 'Pulmonology',
  description: clinic.doctor.designation,
  url: `${origin}/about`,
  telephone: clinic.phone,
});

const medicalClinic = (origin: string) => ({
  '@type': 'MedicalClinic',
  name: clinic.clinicName,
  url: `${origin}/`,
  telephone: clinic.phone,
  email: clinic.email,
  medicalSpecialty: 'Pulmonology',
  address: { '@type': 'PostalAddress', ...clinic.locations.clinic.postalAddress },
  hasMap: clinic.locations.clinic.mapUrl,
  employee: physician(origin),
});

/**
 * The medical review a page may claim: only the one the API holds in force for the page's current
 * text (its `textHash`), as read into the page's data; `null` or no answer claims none (0081).
 */
function reviewClaim(
  data: Extract<PageEntry['structuredData'], { type: 'MedicalWebPage' }>,
  pageData: PageData | undefined,
) {
  if (!data.textHash) return {};
  const answer = pageData?.[medicalReviewKey(data.textHash)] as
    { data?: MedicalReviewInForce | null } | undefined;
  const review = answer?.data;
  if (!review) return {};
  return {
    lastReviewed: review.reviewedOn,
    reviewedBy: {
      '@type': 'Physician',
      name: review.reviewer.name,
      ...(review.reviewer.registration ? { identifier: review.reviewer.registration } : {}),
    },
  };
}

/** The page's trail (its manifest breadcrumb, then itself) as a schema.org BreadcrumbList. */
function breadcrumbList(entry: PageEntry, url: string, origin: string): object[] {
  if (!entry.breadcrumb?.length) return [];
  const trail = [
    ...entry.breadcrumb.map((crumb) => ({
      name: crumb.label,
      item: new URL(crumb.path, origin).href,
    })),
    { name: entry.title, item: url },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        ...step,
      })),
    },
  ];
}

/** JSON-LD objects for a page, from its metadata and the clinic config (product §10 SEO). */
export function structuredData(context: Context): object[] {
  return [...pageData(context), ...breadcrumbList(context.entry, context.url, context.origin)];
}

function pageData({
  entry,
  url,
  origin,
  title,
  description,
  overrides,
  data: answers,
}: Context): object[] {
  const data = entry.structuredData;
  const context = { '@context': 'https://schema.org' };
  switch (data?.type) {
    case 'MedicalClinic':
      return [
        { ...context, ...medicalClinic(origin) },
        { ...context, ...physician(origin) },
      ];
    case 'MedicalWebPage':
      return [
        {
          ...context,
          '@type': 'MedicalWebPage',
          name: title,
          description,
          url,
          about: {
            '@type': data.about,
            name: data.aboutName ?? entry.title,
            ...(data.alternateName ? { alternateName: data.alternateName } : {}),
            ...(data.possibleTreatment?.length
              ? {
                  possibleTreatment: data.possibleTreatment.map((name) => ({
                    '@type': 'MedicalTherapy',
                    name,
                  })),
                }
              : {}),
            ...(data.howPerformed ? { howPerformed: data.howPerformed } : {}),
          },
          audience: 'https://schema.org/Patient',
          ...(data.dateModified ? { dateModified: data.dateModified } : {}),
          ...reviewClaim(data, answers),
          publisher: { '@type': 'MedicalClinic', name: clinic.clinicName, url: `${origin}/` },
        },
      ];
    case 'BlogPosting':
      // Without its blog (an unknown or draft id: the 404 page) there is no article to describe.
      if (!overrides?.publishedAt) return [];
      return [
        {
          ...context,
          '@type': 'BlogPosting',
          headline: title,
          description,
          url,
          ...(overrides?.image ? { image: new URL(overrides.image, origin).href } : {}),
          ...(overrides?.publishedAt ? { datePublished: overrides.publishedAt } : {}),
          author: physician(origin),
          publisher: { '@type': 'MedicalClinic', name: clinic.clinicName, url: `${origin}/` },
        },
      ];
    case 'WebPage':
      return [{ ...context, '@type': 'WebPage', name: title, description, url }];
    default:
      return [];
  }
}
