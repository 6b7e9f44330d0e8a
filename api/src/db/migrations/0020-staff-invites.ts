import type { Kysely } from 'kysely';

/**
 * Invitations to a named staff account (issue 43): only the SHA-256 of each link's token is kept,
 * with the e-mail and role it was made for, who made it, when it stops working (72 hours) and when
 * it was used (once; a used row stays until it expires, so a second use can say so).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_invites')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_invites').execute();
}
