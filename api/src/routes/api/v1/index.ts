import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../../config/api-config';
import { isBackgroundRequest, staffRoutePath } from '../../../plugins/app/auth';
import { clientKey } from '../../../lib/client-key';
import { databaseRateLimitStore } from '../../../limits/database-rate-limit-store';
import authRoutes from './auth/public-routes';
import staffSessionRoutes from './auth/staff-routes';
import publicBlogRoutes from './blogs/public-routes';
import staffBlogRoutes from './blogs/staff-routes';
import staffEditorDraftRoutes from './editor-drafts/staff-routes';
import publicFormRoutes from './forms/public-routes';
import staffFormRoutes from './forms/staff-routes';
import staffAuditRoutes from './audit/staff-routes';
import staffReleaseRoutes, { refuseDeployTokens } from './releases/staff-routes';
import healthRoutes from './health/index';
import publicMedicalReviewRoutes from './medical-reviews/public-routes';
import staffMedicalReviewRoutes from './medical-reviews/staff-routes';
import publicSocialLinkRoutes from './social-links/public-routes';
import staffSocialLinkRoutes from './social-links/staff-routes';
import staffInviteRoutes from './staff/public-routes';
import staffAccountRoutes from './staff/staff-routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff change that touches nothing public (an editor draft): the read cache stays. */
    keepsPublicReadCache?: boolean;
  }
}

/**
 * The /api/v1 tree. Public routes first; then the staff-only subtree, where one onRequest hook
 * checks the token before any body is read (product §10 protection matrix).
 */
export default async function apiRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  // Only routes that ask for it are limited (POST /form); sign-in has its own per-e-mail limit.
  // An IPv6 client is counted by its /64, as the sign-in throttle counts it. Servers sharing
  // PostgreSQL count in it, together (decision 0049); one server counts in its memory.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    ...(config.databaseUrl ? { store: databaseRateLimitStore(app.db) } : {}),
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(publicSocialLinkRoutes);
  await app.register(publicFormRoutes, { config });
  await app.register(publicBlogRoutes);
  await app.register(staffInviteRoutes);
  await app.register(publicMedicalReviewRoutes);

  await app.register(async (staff) => {
    // First, before any database work: a request to the public origin when the staff pages have
    // their own (decision 0076), and a write another site's page sent, are refused whoever's
    // session they carry (decision 0074).
    staff.addHook('onRequest', staff.refuseOffStaffOrigin);
    staff.addHook('onRequest', staff.refuseCrossSite);
    staff.addHook('onRequest', refuseDeployTokens);
    staff.addHook('onRequest', staff.requireStaff);
    // Deny by default: each route's roles come from one table (auth/route-roles.ts).
    staff.addHook('onRequest', staff.requireRole);
    // The audit log: every staff write, allowed or refused, and the reads routes ask for
    // (enquiries) unless a poll repeats them in the background (the person's own read was
    // recorded). A request without a live session is nobody's and is not recorded.
    staff.addHook('onSend', async (request, reply) => {
      const { config, url } = request.routeOptions;
      const read = request.method === 'GET';
      if (!request.staff || (read && (!config.auditedRead || isBackgroundRequest(request)))) return;
      if (config.auditsItself && reply.statusCode < 400) return;
      const params = request.params as { id?: string };
      await app.audit(request, {
        actorId: request.staff._id,
        actorEmail: request.staff.email,
        action: `${request.method} ${staffRoutePath(url ?? '')}`,
        target: request.auditTarget ?? params.id ?? null,
        status: reply.statusCode,
      });
    });
    staff.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') app.staffRoutes.push(`${method} ${staffRoutePath(route.url)}`);
    });
    // Any staff change may touch what the public read cache holds; clear it before answering,
    // so the list the dashboard refetches next is fresh, and tell the other servers sharing the
    // database to clear theirs (change-notices).
    staff.addHook('onSend', async (request) => {
      if (request.method === 'GET' || request.routeOptions.config.keepsPublicReadCache) return;
      app.readCache.clear();
      await app
        .announceChange()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'change notice not sent; other servers show it within 5 s'),
        );
    });
    await staff.register(staffSessionRoutes);
    await staff.register(staffSocialLinkRoutes);
    await staff.register(staffFormRoutes);
    await staff.register(staffBlogRoutes);
    await staff.register(staffEditorDraftRoutes);
    await staff.register(staffAccountRoutes);
    await staff.register(staffAuditRoutes);
    await staff.register(staffMedicalReviewRoutes, { config });
    await staff.register(staffReleaseRoutes, { config });
  });
}
