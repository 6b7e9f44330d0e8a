import type { Kysely } from 'kysely';

/**
 * The release system's tables (decision 0032), in the site's database like every other table:
 * the live release of each app when servers share PostgreSQL (the page host created this one on
 * first use before; `ifNotExists` keeps such a database as it is), and the deploy tokens teams
 * release with, stored as hashes like staff sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('release_pointers')
    .ifNotExists()
    .addColumn('app', 'text', (c) => c.primaryKey())
    .addColumn('release', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'text', (c) => c.notNull())
    .addColumn('activated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('deploy_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deploy_tokens').execute();
  await db.schema.dropTable('release_pointers').ifExists().execute();
}
