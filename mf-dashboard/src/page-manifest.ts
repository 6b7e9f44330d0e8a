import type { PageDefinition } from '@clinic/shared/federation/page-manifest';

const staff = (path: string, key: string, title: string): PageDefinition => ({
  path,
  key,
  title,
  description: 'Staff area of the clinic website.',
  protected: true,
  chromeless: true,
  noindex: true,
});

/** mf-dashboard's pages: sign-in, and the staff area without the public chrome (product §2). */
export const dashboardPages: readonly PageDefinition[] = [
  {
    path: '/signin',
    key: 'signin',
    title: 'Staff sign in',
    description: 'Sign in to the staff dashboard of the clinic website.',
    noindex: true,
  },
  staff('/dashboard', 'welcome', 'Dashboard'),
  staff('/dashboard/Blogs', 'blogs', 'Blog List'),
  staff('/dashboard/Links', 'links', 'Social Links'),
  staff('/dashboard/Forms', 'forms', 'Form Submissions'),
];
