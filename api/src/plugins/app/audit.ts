import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditRecord } from '../../db/repositories/audit-log';
import { clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Appends to the audit log; a failure is logged, never turned into the action's answer. */
    audit: (request: FastifyRequest, entry: Omit<AuditRecord, 'ip'>) => Promise<void>;
  }
  interface FastifyRequest {
    /** What a staff write acted on when the path names no id (an invited e-mail, a count). */
    auditTarget: string | null;
  }
  interface FastifyContextConfig {
    /** A staff read the audit log records (enquiries: who looked at patients' messages). */
    auditedRead?: boolean;
    /**
     * A write whose handler records what it did in entries of its own (one per page a medical
     * review covers): the request itself is recorded only when it is refused.
     */
    auditsItself?: boolean;
  }
}

/** The audit log (issue 43): an append-only record of staff actions, kept AUDIT_RETENTION_DAYS. */
export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('auditTarget', null);
  app.decorate('audit', async (request: FastifyRequest, entry: Omit<AuditRecord, 'ip'>) => {
    try {
      await app.repos.auditLog.append(newId(), clock.stamp(), { ...entry, ip: request.ip });
    } catch (error) {
      // The action itself is done: answering 500 would make it look undone.
      request.log.error({ err: error, action: entry.action }, 'audit entry not written');
    }
  });
});
