import { auditQuerySchema } from '@clinic/contracts/entities/audit-entry';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../../lib/validate';
import { auditEntrySchema, listOf } from '../response-schemas';

/**
 * The audit log for owners, newest first, with filters (`actor`, `action`, `from`, `to`,
 * `limit`). Read-only on purpose: no route changes or deletes an entry; only the retention purge
 * removes old ones.
 */
export default async function staffAuditRoutes(app: FastifyInstance) {
  app.get(
    '/audit',
    { schema: { response: { 200: listOf(auditEntrySchema) } } },
    async (request) => ({
      data: await app.repos.auditLog.list(validate(auditQuerySchema, request.query)),
    }),
  );
}
