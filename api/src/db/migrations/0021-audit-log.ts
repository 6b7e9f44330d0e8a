import type { Kysely } from 'kysely';

/**
 * The audit log (issue 43): who did what, when. Append-only: the API has no route that changes or
 * deletes a row; only the retention purge removes rows older than AUDIT_RETENTION_DAYS. The actor
 * is kept by id and by e-mail (an account's e-mail never changes, and a deactivated account's
 * entries must stay readable); `target` is an id, never an enquiry's words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
