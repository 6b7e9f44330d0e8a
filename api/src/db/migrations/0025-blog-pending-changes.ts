import type { Kysely } from 'kysely';

/**
 * A published blog's changes kept aside until they are published or discarded (issue 43): one
 * set per blog, apart from the blog's row, so no public read can ever pick them up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_pending_changes')
    .addColumn('blog_id', 'text', (c) => c.primaryKey().references('blogs.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sub_title', 'text', (c) => c.notNull())
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('image_json', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_pending_changes').execute();
}
