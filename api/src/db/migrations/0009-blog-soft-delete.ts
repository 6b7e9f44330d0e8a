import type { Kysely } from 'kysely';

/**
 * A deleted blog is kept for 30 days (with its image files) so it can be restored; the hourly
 * purge removes it for good after that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blogs').addColumn('deleted_at', 'text').execute();
  await db.schema.createIndex('blogs_deleted_at').on('blogs').column('deleted_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('blogs_deleted_at').execute();
  await db.schema.alterTable('blogs').dropColumn('deleted_at').execute();
}
