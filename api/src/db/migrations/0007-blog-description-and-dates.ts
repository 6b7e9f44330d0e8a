import { sql, type Kysely } from 'kysely';

/**
 * A blog's description (search results and link previews) and the moment it was first published:
 * patients read that date, not the day the draft was started. A blog published before this
 * migration is dated from its creation, the best that is known about it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blogs')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('blogs').addColumn('published_at', 'text').execute();
  await sql`update blogs set published_at = created_at where status = 'published'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blogs').dropColumn('published_at').execute();
  await db.schema.alterTable('blogs').dropColumn('description').execute();
}
