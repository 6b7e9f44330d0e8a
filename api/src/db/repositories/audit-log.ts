import type { AuditEntry } from '@clinic/contracts/entities/audit-entry';
import type { Db } from '../schema';

export interface AuditRecord {
  actorId: string | null;
  actorEmail: string;
  action: string;
  target: string | null;
  status: number;
  ip: string | null;
}

export interface AuditFilters {
  /** The actor's e-mail (the Staff page lists them). */
  actor?: string | undefined;
  /** The action exactly, e.g. `sign-in failed`. */
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
}

/**
 * The audit log: rows are added and read, never changed. Only the retention purge deletes, by
 * age; no route reaches `deleteOlderThan`.
 */
export function auditLogRepository(db: Db) {
  return {
    async append(id: string, at: string, entry: AuditRecord): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          id,
          at,
          actor_id: entry.actorId,
          actor_email: entry.actorEmail.slice(0, 320),
          action: entry.action,
          target: entry.target?.slice(0, 320) ?? null,
          status: entry.status,
          ip: entry.ip,
        })
        .execute();
    },

    async list(filters: AuditFilters): Promise<AuditEntry[]> {
      let query = db.selectFrom('audit_log').selectAll();
      // Exact matches: LIKE differs between SQLite (case-blind, no escape) and PostgreSQL.
      if (filters.actor) query = query.where('actor_email', '=', filters.actor.toLowerCase());
      if (filters.action) query = query.where('action', '=', filters.action);
      if (filters.from) query = query.where('at', '>=', filters.from);
      if (filters.to) query = query.where('at', '<=', filters.to);
      const rows = await query
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(filters.limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        action: row.action,
        target: row.target,
        status: Number(row.status),
        ip: row.ip,
      }));
    },

    async deleteOlderThan(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
