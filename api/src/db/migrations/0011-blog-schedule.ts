import type { Kysely } from 'kysely';

/**
 * A draft may be scheduled: from `publish_at` on it is public (list, page, sitemap), read as
 * published at query time by every server process, with no job and nobody signed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blogs').addColumn('publish_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blogs').dropColumn('publish_at').execute();
}
