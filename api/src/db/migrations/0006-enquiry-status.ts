import type { Kysely } from 'kysely';

/**
 * The enquiry inbox: each enquiry is New, Contacted or Closed, with a short note from the staff
 * member who handled it, so two people never both call the same patient, or neither does.
 * Existing enquiries start as New.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('enquiries')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('enquiries')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('enquiries_status').on('enquiries').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('enquiries_status').execute();
  await db.schema.alterTable('enquiries').dropColumn('note').execute();
  await db.schema.alterTable('enquiries').dropColumn('status').execute();
}
