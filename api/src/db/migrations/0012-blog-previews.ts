import type { Kysely } from 'kysely';

/**
 * Private preview links of a blog (a draft as patients will see it): only a hash of each token is
 * kept, with the blog and when the link stops working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_previews')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('blog_id', 'text', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_previews').execute();
}
