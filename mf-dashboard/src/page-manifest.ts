import type { PageDefinition } from '@clinic/contracts/federation/page-manifest';
import type { StaffRole, StaffUser } from '@clinic/contracts/entities/staff-user';
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
  {
    path: paths.staffInvite.path,
    key: 'staffInvite',
    title: 'Join the clinic’s staff',
    description: 'Set your name and password to accept an invitation to the staff dashboard.',
    chromeless: true,
    noindex: true,
  },
  staff(paths.dashboard.path, 'welcome', 'Dashboard'),
  staff(paths.dashboardBlogs.path, 'blogs', 'Blog List'),
  staff(paths.dashboardLinks.path, 'links', 'Social Links'),
  staff(paths.dashboardForms.path, 'forms', 'Form Submissions'),
  staff(paths.dashboardStaff.path, 'staff', 'Staff'),
  staff(paths.dashboardAudit.path, 'audit', 'Audit Log'),
  staff(paths.dashboardReleases.path, 'releases', 'Releases'),
  staff(paths.dashboardAccount.path, 'account', 'Account'),
];

const EVERYONE: readonly StaffRole[] = ['owner', 'editor', 'front-desk'];

/** Who a page is for: the member's role, and whether they review medical text. */
export type StaffMember = Pick<StaffUser, 'role' | 'medicalReviewer'>;

/**
 * Each staff page's sidebar label and the roles it is for (issue 43); `medicalReviewer` also
 * gives it to any medical reviewer, whatever their role (decision 0081). The API decides what a
 * member may do (api/src/auth/route-roles.ts); this only keeps the sidebar and the pages in step
 * with it, so nobody is offered a page that would answer 403.
 */
export const staffPageAccess: Readonly<
  Record<string, { label: string; roles: readonly StaffRole[]; medicalReviewer?: true }>
> = {
  welcome: { label: 'Dashboard', roles: EVERYONE },
  blogs: { label: 'Blogs', roles: ['owner', 'editor'] },
  links: { label: 'Links', roles: ['owner', 'editor'] },
  forms: { label: 'Forms', roles: ['owner', 'front-desk'] },
  staff: { label: 'Staff', roles: ['owner'] },
  audit: { label: 'Audit', roles: ['owner'] },
  releases: { label: 'Releases', roles: ['owner'], medicalReviewer: true },
  account: { label: 'Account', roles: EVERYONE },
};

/** Whether the staff page `key` is part of `member`'s work (a page with no entry is nobody's). */
export const pageIsFor = (key: string, member: StaffMember | null | undefined): boolean => {
  const access = staffPageAccess[key];
  if (!member || !access) return false;
  return access.roles.includes(member.role) || (member.medicalReviewer && !!access.medicalReviewer);
};

/** The sidebar: the staff pages of the manifest, in its order, that are part of `member`'s work. */
export const sidebarPages = (member: StaffMember | null | undefined) =>
  dashboardPages
    .filter((page) => page.protected && pageIsFor(page.key, member))
    .map((page) => ({
      key: page.key,
      label: staffPageAccess[page.key]!.label,
      href: page.path,
      end: page.path === paths.dashboard.path,
    }));
