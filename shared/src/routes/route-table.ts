import { lungHubPage, procedurePages, treatmentPages } from './medical-pages';
import { paths } from './paths';

/** The three remotes, by their federation names. */
export type RemoteName = 'mf_content' | 'mf_blog' | 'mf_dashboard';

/** Which remote renders a route, and which of its exposed pages. */
export interface RouteEntry {
  readonly path: string;
  readonly remote: RemoteName;
  readonly page: string;
  /** Staff-only routes sit behind the protected-route behaviour (spec §2). */
  readonly protected?: boolean;
  /** Routes that render without the public header, footer and enquiry popup. */
  readonly chromeless?: boolean;
}

const medicalRoutes: RouteEntry[] = [...treatmentPages, lungHubPage, ...procedurePages].map(
  (page) => ({ path: page.path, remote: 'mf_content', page: 'medical' }),
);

export const routeTable: readonly RouteEntry[] = [
  { path: paths.home.path, remote: 'mf_content', page: 'home' },
  { path: paths.about.path, remote: 'mf_content', page: 'about' },
  { path: paths.pictures.path, remote: 'mf_content', page: 'gallery' },
  { path: paths.picturesMenu.path, remote: 'mf_content', page: 'gallery' },
  ...medicalRoutes,
  { path: paths.blogs.path, remote: 'mf_blog', page: 'blogList' },
  { path: paths.blog.path, remote: 'mf_blog', page: 'blogDetail' },
  { path: paths.signin.path, remote: 'mf_dashboard', page: 'signin' },
  {
    path: paths.dashboard.path,
    remote: 'mf_dashboard',
    page: 'welcome',
    protected: true,
    chromeless: true,
  },
  {
    path: paths.dashboardBlogs.path,
    remote: 'mf_dashboard',
    page: 'blogs',
    protected: true,
    chromeless: true,
  },
  {
    path: paths.dashboardLinks.path,
    remote: 'mf_dashboard',
    page: 'links',
    protected: true,
    chromeless: true,
  },
  {
    path: paths.dashboardForms.path,
    remote: 'mf_dashboard',
    page: 'forms',
    protected: true,
    chromeless: true,
  },
];

/** Paths with no parameter: what a sitemap lists and what the server answers 200 for. */
export const staticPublicPaths: readonly string[] = routeTable
  .filter((r) => !r.protected && !r.path.includes(':'))
  .map((r) => r.path);
