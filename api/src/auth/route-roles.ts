import type { StaffRole } from '@clinic/contracts/entities/staff-user';

/**
 * A staff role, or `medical-reviewer`: any account with the medical reviewer mark, whatever its
 * role (decision 0081): the doctor who signs off medical text may be an editor.
 */
export type RouteRole = StaffRole | 'medical-reviewer';

const ANYONE: readonly RouteRole[] = ['owner', 'editor', 'front-desk'];
const BLOGS: readonly RouteRole[] = ['owner', 'editor'];
const ENQUIRIES: readonly RouteRole[] = ['owner', 'front-desk'];
const OWNER: readonly RouteRole[] = ['owner'];
const MEDICAL_REVIEWER: readonly RouteRole[] = ['medical-reviewer'];

/**
 * Who may call each staff route (issue 43, decision 0069), in one place. Keys are the method and
 * the route's path under /api/v1 as registered. Deny by default: a staff route missing here is
 * refused to every role (plugins/app/roles.ts), and the table-driven test
 * (test/staff-roles.test.ts) fails until it is added.
 */
export const STAFF_ROUTE_ROLES: Readonly<Record<string, readonly RouteRole[]>> = {
  // The staff member's own session and account.
  'GET /session': ANYONE,
  'GET /sessions': ANYONE,
  'DELETE /sessions/:id': ANYONE,
  'POST /sessions/sign-out-others': ANYONE,
  'PUT /account/password': ANYONE,

  // Blogs, their autosaved drafts, and the social links: the editor's work.
  'GET /blogs': BLOGS,
  'GET /blogs/deleted': BLOGS,
  'POST /blog/:id/restore': BLOGS,
  'POST /blog': BLOGS,
  'PUT /blog/:id': BLOGS,
  'PUT /blog/:id/status': BLOGS,
  'GET /blog/:id/revisions': BLOGS,
  'POST /blog/:id/revisions/:revisionId/restore': BLOGS,
  'POST /blog/:id/preview': BLOGS,
  'GET /blog/:id/previews': BLOGS,
  'DELETE /blog/:id/previews/:previewId': BLOGS,
  'PUT /blog/:id/pending': BLOGS,
  'POST /blog/:id/pending/publish': BLOGS,
  'DELETE /blog/:id/pending': BLOGS,
  'DELETE /blog/:id': BLOGS,
  'GET /editor-drafts': BLOGS,
  'PUT /editor-drafts/:key': BLOGS,
  'DELETE /editor-drafts/:key': BLOGS,
  'POST /social-links': BLOGS,
  'DELETE /social-links/:id': BLOGS,

  // Enquiries hold patients' names, phones and health questions (DPDP Act): the front desk's.
  'GET /forms': ENQUIRIES,
  'GET /forms/new-count': ENQUIRIES,
  'PATCH /form/:id': ENQUIRIES,
  'GET /forms/unseen-count': ENQUIRIES,
  'POST /forms/seen': ENQUIRIES,
  'DELETE /form/:id': ENQUIRIES,
  'POST /forms/exported': ENQUIRIES,

  // Accounts, invitations and the audit log: the owner's alone.
  'GET /staff': OWNER,
  'POST /staff/invites': OWNER,
  'PATCH /staff/:id': OWNER,
  'GET /audit': OWNER,

  // Medical reviews (decision 0081): the owner and the reviewers see what falls due; only a
  // medical reviewer records a review, which names them.
  'GET /medical-reviews/due': [...OWNER, ...MEDICAL_REVIEWER],
  'POST /medical-reviews': MEDICAL_REVIEWER,
  // Release candidates (issue 44): an owner approves what goes live. Medical reviewers read the
  // list too: the dashboard's Releases page is where they approve changed medical text.
  'GET /releases/candidates': [...OWNER, ...MEDICAL_REVIEWER],
  // Owners; medical reviewers too, for a candidate that changes medical text (the route checks
  // which one a candidate needs: releases/approver.ts).
  'POST /releases/:app/:id/approval': [...OWNER, ...MEDICAL_REVIEWER],
  'DELETE /releases/:app/:id/preview': OWNER,
};

/** The roles allowed `method` on `url` (the route's path under /api/v1); none when unlisted. */
export function rolesFor(method: string, url: string): readonly RouteRole[] {
  // Fastify answers HEAD with the GET route.
  const verb = method === 'HEAD' ? 'GET' : method;
  return STAFF_ROUTE_ROLES[`${verb} ${url}`] ?? [];
}
