import type { PageDefinition } from '@clinic/contracts/federation/page-manifest';
import { paths } from '@clinic/contracts/routes/paths';

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
    path: paths.signin.path,
    key: 'signin',
    title: 'Staff sign in',
    description: 'Sign in to the staff dashboard of the clinic website.',
    noindex: true,
  },
  staff(paths.dashboard.path, 'welcome', 'Dashboard'),
  staff(paths.dashboardBlogs.path, 'blogs', 'Blog List'),
  staff(paths.dashboardLinks.path, 'links', 'Social Links'),
  staff(paths.dashboardForms.path, 'forms', 'Form Submissions'),
  staff(paths.dashboardAccount.path, 'account', 'Account'),
];
