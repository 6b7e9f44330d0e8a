import type { Kysely } from 'kysely';

/**
 * Every save of a blog keeps a revision: who saved it, when, and the blog's text as saved, so an
 * earlier version can be compared and restored (the last 50 per blog are kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('blog_id', 'text', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    // The order of a blog's saves, even two in the same millisecond.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('snapshot_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blog_revisions_blog')
    .on('blog_revisions')
    .columns(['blog_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_revisions').execute();
}
