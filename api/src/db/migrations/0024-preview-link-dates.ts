import type { Kysely } from 'kysely';

/**
 * When each preview link was made, so the dashboard's list of a blog's links (issue 43) can say
 * it. Links from before have none and show without it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blog_previews').addColumn('created_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blog_previews').dropColumn('created_at').execute();
}
