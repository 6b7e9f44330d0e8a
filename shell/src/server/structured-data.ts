import { clinic } from '@clinic/shared/config/clinic';
import type { PageEntry } from '@clinic/shared/federation/page-manifest';
import type { HeadOverrides } from '@clinic/shared/federation/remote-contract';

interface Context {
  entry: PageEntry;
  url: string;
  origin: string;
  title: string;
  description: string;
  overrides: HeadOverrides | undefined;
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
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'Sector 20',
    addressLocality: 'Panchkula',
    addressRegion: 'Haryana',
    addressCountry: 'IN',
  },
  hasMap: clinic.locations.clinic.mapUrl,
  employee: physician(origin),
});

/** JSON-LD objects for a page, from its metadata and the clinic config (GUIDE §1 SEO). */
export function structuredData({
  entry,
  url,
  origin,
  title,
  description,
  overrides,
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
          about: { '@type': data.about, name: entry.title },
          ...(data.lastReviewed ? { lastReviewed: data.lastReviewed } : {}),
          reviewedBy: physician(origin),
          publisher: { '@type': 'MedicalClinic', name: clinic.clinicName, url: `${origin}/` },
        },
      ];
    case 'BlogPosting':
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
