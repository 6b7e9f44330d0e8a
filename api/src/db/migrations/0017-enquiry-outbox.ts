import type { Kysely } from 'kysely';

/**
 * The enquiry e-mails still to send (decision 0048): one row per enquiry, written in the same
 * transaction as it, claimed by one server at a time (`claimed_until`), rescheduled after a
 * failure (`next_attempt_at`), and deleted once the mail server took it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enquiry_outbox')
    .addColumn('enquiry_id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .execute();
  await db.schema
    .createIndex('enquiry_outbox_due')
    .on('enquiry_outbox')
    .column('next_attempt_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiry_outbox').execute();
}
