import { clinic } from '@clinic/contracts/config/clinic';
import type { PageDefinition } from '@clinic/contracts/federation/page-manifest';
import { paths } from '@clinic/contracts/routes/paths';

export const PUBLISHED_BLOGS_KEY = '/published-blogs';
export const blogKey = (id: string) => `/blog/${encodeURIComponent(id)}`;

/** mf-blog's pages; both are rendered from the database at request time (their `data`). */
export const blogPages: readonly PageDefinition[] = [
  {
    path: paths.blogs.path,
    key: 'blogList',
    title: 'Blogs',
    description: `Articles on chest, lung and sleep health from ${clinic.doctor.name}, ${clinic.clinicName}.`,
    breadcrumb: [{ label: 'Home', path: paths.home.path }],
    data: [PUBLISHED_BLOGS_KEY],
    // The list reads without code; its search starts after the navigation and popup.
    hydrate: 'after-frame',
  },
  {
    path: paths.blog.path,
    key: 'blogDetail',
    title: 'Blog',
    description: `An article from ${clinic.clinicName}.`,
    breadcrumb: [
      { label: 'Home', path: paths.home.path },
      { label: 'Blogs', path: paths.blogs.path },
    ],
    structuredData: { type: 'BlogPosting' },
    // Its text and links are all it has: served as the server composed it (`hydrate: 'never'`).
    hydrate: 'never',
    data: ['/blog/:id'],
    sitemap: { list: PUBLISHED_BLOGS_KEY, param: 'id', idField: '_id', lastmodField: 'createdAt' },
  },
  {
    path: paths.blogPreview.path,
    key: 'blogPreview',
    title: 'Blog preview',
    description: `A private preview of an article from ${clinic.clinicName}.`,
    breadcrumb: [
      { label: 'Home', path: paths.home.path },
      { label: 'Blogs', path: paths.blogs.path },
    ],
    // Private: no sitemap entry and `noindex`; the link itself is the only way in.
    noindex: true,
    data: [paths.blogPreview.path],
  },
];
