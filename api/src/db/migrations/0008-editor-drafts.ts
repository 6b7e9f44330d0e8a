import type { Kysely } from 'kysely';

/**
 * What a staff member has typed into the blog editor and not yet saved as the blog: kept on the
 * server a couple of seconds after typing stops, so a closed tab, a crash, an expired session or
 * another device loses nothing. One per account and blog (`new` for a blog not yet created).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('editor_drafts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('draft_key', 'text', (c) => c.notNull())
    .addColumn('values_json', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('editor_drafts_pk', ['user_id', 'draft_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editor_drafts').execute();
}
