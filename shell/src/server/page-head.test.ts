import { describe, expect, it } from 'vitest';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { medicalReviewKey } from '@clinic/contracts/entities/medical-review';
import { pageHead } from './page-head';

const TEXT_HASH = 'a'.repeat(64);
/** The page's data as the server read it: the review in force for the page's text. */
const reviewed = {
  [medicalReviewKey(TEXT_HASH)]: {
    data: {
      reviewer: { name: 'Dr. Test Reviewer', registration: 'HMC 12345' },
      reviewedOn: '2026-11-20',
      nextReviewDue: '2999-11-20',
    },
  },
};

const copd: PageEntry = {
  path: '/COPD',
  key: 'medical',
  title: 'Chronic Obstructive Pulmonary Disease(COPD)',
  description: 'COPD care in Panchkula.',
  remote: 'mf_content',
  breadcrumb: [
    { label: 'Home', path: '/' },
    { label: 'Lung Diseases', path: '/Lung' },
  ],
  structuredData: {
    type: 'MedicalWebPage',
    about: 'MedicalCondition',
    aboutName: 'Chronic obstructive pulmonary disease',
    alternateName: 'COPD',
    possibleTreatment: ['Pulmonary rehabilitation'],
    textHash: TEXT_HASH,
    dateModified: '2026-11-25',
  },
};
const blog: PageEntry = {
  path: '/blog/:id',
  key: 'blogDetail',
  title: 'Blog',
  description: 'An article.',
  remote: 'mf_blog',
  structuredData: { type: 'BlogPosting' },
};
const origin = 'https://clinic.example';

const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('pageHead', () => {
  it('writes title, description, canonical, Open Graph, Twitter and the page JSON-LD', () => {
    const head = pageHead({
      entry: copd,
      pathname: '/COPD',
      origin,
      overrides: undefined,
      data: reviewed,
    });
    expect(head).toContain(
      '<title>Chronic Obstructive Pulmonary Disease(COPD) | Panchkula Chest Clinic</title>',
    );
    expect(head).toContain('<meta name="description" content="COPD care in Panchkula.">');
    expect(head).toContain('<link rel="canonical" href="https://clinic.example/COPD">');
    expect(head).toContain('<meta property="og:url" content="https://clinic.example/COPD">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).not.toContain('noindex');
    expect(jsonLd(head)).toMatchObject([
      {
        '@type': 'MedicalWebPage',
        about: {
          '@type': 'MedicalCondition',
          name: 'Chronic obstructive pulmonary disease',
          alternateName: 'COPD',
          possibleTreatment: [{ '@type': 'MedicalTherapy', name: 'Pulmonary rehabilitation' }],
        },
        audience: 'https://schema.org/Patient',
        dateModified: '2026-11-25',
        lastReviewed: '2026-11-20',
        reviewedBy: { '@type': 'Physician', name: 'Dr. Test Reviewer', identifier: 'HMC 12345' },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://clinic.example/' },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Lung Diseases',
            item: 'https://clinic.example/Lung',
          },
          {
            '@type': 'ListItem',
            position: 3,
            name: copd.title,
            item: 'https://clinic.example/COPD',
          },
        ],
      },
    ]);
  });

  it.each([
    [
      'the API has none in force for its text (none recorded, changed or overdue)',
      copd,
      { [medicalReviewKey(TEXT_HASH)]: { data: null } },
    ],
    [
      'its text changed since the review',
      {
        ...copd,
        structuredData: { ...copd.structuredData!, textHash: 'b'.repeat(64) },
      } as PageEntry,
      reviewed,
    ],
    ['its data holds no answer', copd, {}],
  ])('claims no medical review when %s', (_, entry, data) => {
    const [webPage] = jsonLd(
      pageHead({ entry, pathname: '/COPD', origin, overrides: undefined, data }),
    );
    expect(webPage!['@type']).toBe('MedicalWebPage');
    expect(webPage).not.toHaveProperty('reviewedBy');
    expect(webPage).not.toHaveProperty('lastReviewed');
  });

  it('a missing item (rendered once at its pattern) names no URL and is noindex', () => {
    const head = pageHead({
      entry: blog,
      pathname: '/blog/:id',
      origin,
      overrides: { title: "This article isn't available" },
    });
    expect(head).toContain('<title>This article isn&#39;t available');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain(':id');
    expect(head).toContain('<meta name="robots" content="noindex">');
  });

  it("uses a blog's own title, text and image, escaped, and cannot be broken out of", () => {
    const head = pageHead({
      entry: blog,
      pathname: '/blog/abc',
      origin,
      overrides: {
        title: 'Smog & "asthma" </script><script>alert(1)</script>',
        description: 'Winter air.',
        image: '/uploads/a.webp',
        publishedAt: '2026-11-01T00:00:00.000Z',
      },
    });
    expect(head).toContain('<title>Smog &amp; &quot;asthma&quot; &lt;/script&gt;');
    expect(head).not.toContain('<script>alert(1)');
    expect(head).toContain('<link rel="canonical" href="https://clinic.example/blog/abc">');
    expect(head).toContain(
      '<meta property="og:image" content="https://clinic.example/uploads/a.webp">',
    );
    expect(jsonLd(head)).toMatchObject([
      { '@type': 'BlogPosting', datePublished: '2026-11-01T00:00:00.000Z' },
    ]);
  });

  it('describes no article on the page of a blog that is not there', () => {
    const head = pageHead({
      entry: blog,
      pathname: '/blog/gone',
      origin,
      overrides: { title: "This article isn't available" },
    });
    expect(head).toContain('<title>This article isn&#39;t available');
    expect(jsonLd(head)).toEqual([]);
  });

  it('keeps duplicates and staff pages out of search results', () => {
    const pictures = pageHead({
      entry: { ...copd, path: '/Pictures', canonicalPath: '/pictures', structuredData: undefined },
      pathname: '/Pictures',
      origin,
      overrides: undefined,
    });
    expect(pictures).toContain('<link rel="canonical" href="https://clinic.example/pictures">');
    const staff = pageHead({
      entry: { ...copd, noindex: true },
      pathname: '/COPD',
      origin,
      overrides: undefined,
    });
    expect(staff).toContain('<meta name="robots" content="noindex">');
    const missing = pageHead({ entry: undefined, pathname: '/x', origin, overrides: undefined });
    expect(missing).toContain('<title>Page not found | Panchkula Chest Clinic</title>');
    expect(missing).toContain('noindex');
  });
});
