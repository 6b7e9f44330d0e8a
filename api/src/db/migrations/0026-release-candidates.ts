import type { Kysely } from 'kysely';

/**
 * Release candidates (issue 44, decision 0077): a release that passed the gate and waits, not
 * live, for its preview to be looked at and an owner's approval or a promotion. In the site's
 * database so every replica serves the same previews; the preview link's secret is kept as its
 * SHA-256, like staff sessions and deploy tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('release_candidates')
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('release', 'text', (c) => c.notNull())
    .addColumn('source_commit', 'text', (c) => c.notNull())
    .addColumn('released_by', 'text', (c) => c.notNull())
    .addColumn('token', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('needs_approval', 'integer', (c) => c.notNull())
    .addColumn('gate_at', 'text')
    .addColumn('changed_pages', 'text', (c) => c.notNull())
    .addColumn('medical_pages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('preview_hash', 'text', (c) => c.unique())
    .addColumn('preview_url', 'text')
    .addColumn('preview_revoked_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('reason', 'text')
    .addPrimaryKeyConstraint('release_candidates_pk', ['app', 'release'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_candidates').execute();
}
