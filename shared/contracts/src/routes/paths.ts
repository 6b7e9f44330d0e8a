/**
 * The site's well-known addresses: each page that another app links to (the shell's navbar and
 * footer, the page host's forms, a remote's breadcrumbs), written once with a typed way to build
 * its href. The remote that owns the page declares it at this path in its page manifest; pages
 * no other app names (the medical pages, /media) are spelled only in their manifest.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  /** Target of every Book Appointment button (product §2). */
  bookAppointment: { path: '/about', getHref: () => '/about#qualifications' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  blog: { path: '/blog/:id', getHref: (id: string) => `/blog/${encodeURIComponent(id)}` },
  /** A blog as patients will see it, through a private link that expires (never indexed). */
  blogPreview: {
    path: '/blog-preview/:token',
    getHref: (token: string) => `/blog-preview/${encodeURIComponent(token)}`,
  },
  pictures: { path: '/pictures', getHref: () => '/pictures' },
  /** The menu's spelling; both answer with the gallery. */
  picturesMenu: { path: '/Pictures', getHref: () => '/Pictures' },
  /** What an enquiry keeps and why (product §10); linked from the popup and the footer. */
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** The enquiry form on a page of its own: it works without scripts (linked from the footer). */
  enquiry: { path: '/enquiry', getHref: () => '/enquiry' },
  /** Where an enquiry sent without scripts lands once it is stored. */
  enquirySent: { path: '/enquiry/sent', getHref: () => '/enquiry/sent' },
  signin: { path: '/signin', getHref: () => '/signin' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  dashboardBlogs: { path: '/dashboard/Blogs', getHref: () => '/dashboard/Blogs' },
  dashboardLinks: { path: '/dashboard/Links', getHref: () => '/dashboard/Links' },
  dashboardForms: { path: '/dashboard/Forms', getHref: () => '/dashboard/Forms' },
  /** Where an invited staff member sets their name and password (the link the owner sends). */
  staffInvite: {
    path: '/staff-invite/:token',
    getHref: (token: string) => `/staff-invite/${encodeURIComponent(token)}`,
  },
  /** The owner's: staff accounts and invitations, and the audit log. */
  dashboardStaff: { path: '/dashboard/Staff', getHref: () => '/dashboard/Staff' },
  dashboardAudit: { path: '/dashboard/Audit', getHref: () => '/dashboard/Audit' },
  /** Owners' and medical reviewers': release candidates to approve, and medical reviews due. */
  dashboardReleases: { path: '/dashboard/Releases', getHref: () => '/dashboard/Releases' },
  /** The staff member's own password and sessions. */
  dashboardAccount: { path: '/dashboard/Account', getHref: () => '/dashboard/Account' },
} as const;

export type PathKey = keyof typeof paths;
