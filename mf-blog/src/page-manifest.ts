import { clinic } from '@clinic/shared/config/clinic';
import type { PageDefinition } from '@clinic/shared/federation/page-manifest';

export const PUBLISHED_BLOGS_KEY = '/published-blogs';
export const blogKey = (id: string) => `/blog/${encodeURIComponent(id)}`;

/** mf-blog's pages; both are rendered from the database at request time (their `data`). */
export const blogPages: readonly PageDefinition[] = [
  {
    path: '/blogs',
    key: 'blogList',
    title: 'Blogs',
    description: `Articles on chest, lung and sleep health from ${clinic.doctor.name}, ${clinic.clinicName}.`,
    breadcrumb: [{ label: 'Home', path: '/' }],
    data: [PUBLISHED_BLOGS_KEY],
  },
  {
    path: '/blog/:id',
    key: 'blogDetail',
    title: 'Blog',
    description: `An article from ${clinic.clinicName}.`,
    breadcrumb: [
      { label: 'Home', path: '/' },
      { label: 'Blogs', path: '/blogs' },
    ],
    structuredData: { type: 'BlogPosting' },
    data: ['/blog/:id'],
    sitemap: { list: PUBLISHED_BLOGS_KEY, param: 'id', idField: '_id', lastmodField: 'createdAt' },
  },
];
