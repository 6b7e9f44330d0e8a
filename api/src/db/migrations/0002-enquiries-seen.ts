import type { Kysely } from 'kysely';

/**
 * When each staff account last opened the enquiry list (product §10.11: no enquiry left unseen).
 * Kept per account on the server, not in a browser, so it holds on every device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enquiries_seen')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiries_seen').execute();
}
