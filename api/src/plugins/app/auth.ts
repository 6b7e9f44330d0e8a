import type { StaffUser } from '@clinic/contracts/entities/staff-user';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idleSignOutMessage } from '../../auth/sessions';
import { BACKGROUND_REQUEST_HEADER } from '@clinic/contracts/routes/background-request';
import { rolesFor } from '../../auth/route-roles';
import { sessionCookieOf } from '../../auth/session-cookie';
import { HttpError } from '../../lib/http-error';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the bearer token belongs to a live session. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The staff member behind the request's token, or null (for routes public to visitors). */
    identifyStaff: (request: FastifyRequest) => Promise<StaffUser | null>;
    /** onRequest hook: 403 for a staff request served under the public origin (STAFF_URL). */
    refuseOffStaffOrigin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook for staff writes: 403 when a browser says another site sent it. */
    refuseCrossSite: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook after `requireStaff`: 403 unless the route's rule lists the member's role. */
    requireRole: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Every staff route as `METHOD /path` under /api/v1 (for the role table's test). */
    staffRoutes: string[];
  }
  interface FastifyRequest {
    staff: StaffUser | null;
    /** The hash of the token a staff request was made with: which of the user's sessions it is. */
    staffTokenHash: string | null;
  }
}

const MESSAGES = {
  missing: 'Please sign in to continue',
  invalid: 'Your sign-in is not valid. Please sign in again.',
  // The token without its cookie: copied to another browser, or the cookie was cleared.
  unbound: 'Your sign-in is not valid in this browser. Please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
} as const;

/** A poll the dashboard made while nobody used it: not activity, not an audited read. */
export const isBackgroundRequest = (request: FastifyRequest): boolean =>
  request.headers[BACKGROUND_REQUEST_HEADER] === '1';

/** A route's path under /api/v1, as the role table (auth/route-roles.ts) names it. */
export const staffRoutePath = (url: string) => url.replace(/^\/api\/v1(?=\/)/, '');

const FORBIDDEN = "Your role does not include this. Ask the clinic's owner if you need it.";

const CROSS_SITE = 'Staff changes are accepted only from pages of this site.';

/** Whether the request came to another origin than the staff pages' own (decision 0076). */
const offStaffOrigin = (request: FastifyRequest) => request.siteOrigin !== request.staffOrigin;

/**
 * Whether a browser says the request came from a page of another origin (decision 0074). A
 * browser's `Sec-Fetch-Site` decides (no script can set it; `none` is a person's own action);
 * without it (older browsers) an `Origin` must be this site's. A request with neither comes from
 * no browser (a server, a CLI): it cannot ride on a staff member's cookie, and the bearer token
 * and cookie rules decide it as before.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  return origin !== undefined && !sameOrigin(origin, request.siteOrigin);
}

/** `http://localhost:80` is `http://localhost`: URL drops a scheme's default port. */
function sameOrigin(origin: string, siteOrigin: string): boolean {
  try {
    return new URL(origin).origin === new URL(siteOrigin).origin;
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: from no page of ours.
    return false;
  }
}

export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffTokenHash', null);
  const messages = { ...MESSAGES, idle: idleSignOutMessage(app.sessions.idleMinutes) };

  app.decorate('requireStaff', async (request: FastifyRequest) => {
    const result = await app.sessions.check(
      request.headers.authorization,
      sessionCookieOf(request.headers.cookie),
      isBackgroundRequest(request),
    );
    if (!result.ok) {
      throw new HttpError(401, messages[result.reason], { 'www-authenticate': 'Bearer' });
    }
    request.staff = result.user;
    request.staffTokenHash = result.tokenHash;
  });

  // 403, not 401: no sign-in makes the request acceptable here, and the dashboard answers a 401
  // by forgetting the session, which is still good on the staff origin (decision 0076).
  app.decorate('refuseOffStaffOrigin', async (request: FastifyRequest) => {
    if (offStaffOrigin(request))
      throw new HttpError(
        403,
        `Staff sign-in and staff pages are at ${request.staffOrigin}. Please sign in there.`,
      );
  });

  app.decorate('refuseCrossSite', async (request: FastifyRequest) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (isCrossSite(request)) throw new HttpError(403, CROSS_SITE);
  });

  app.decorate('staffRoutes', []);
  app.decorate('requireRole', async (request: FastifyRequest) => {
    const url = staffRoutePath(request.routeOptions.url ?? '');
    const roles = rolesFor(request.method, url);
    const staff = request.staff;
    const allowed =
      staff &&
      (roles.includes(staff.role) || (staff.medicalReviewer && roles.includes('medical-reviewer')));
    if (!allowed) throw new HttpError(403, FORBIDDEN);
  });

  app.decorate('identifyStaff', async (request: FastifyRequest) => {
    // Off the staff origin, a request is a visitor's, whatever it carries.
    if (!request.headers.authorization || offStaffOrigin(request)) return null;
    const result = await app.sessions.check(
      request.headers.authorization,
      sessionCookieOf(request.headers.cookie),
    );
    request.staff = result.ok ? result.user : null;
    return request.staff;
  });
});
