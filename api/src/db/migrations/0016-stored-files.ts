import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Files in the database, for several servers sharing PostgreSQL (docs/deploying.md): each file's
 * bytes once, named by their SHA-256 (`stored_files`), and what names them: an uploaded image's
 * URL (`upload_files`), a release's path (`release_files`) with the release's record
 * (`release_records`). The modification time is kept so every server sends the same ETag. On
 * SQLite (one machine) the tables stay empty: files live in DATA_DIR.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('stored_files')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('data', bytes, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('upload_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_files_hash').on('upload_files').column('hash').execute();
  await db.schema
    .createTable('release_records')
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('release', 'text', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('release_records_pk', ['app', 'release'])
    .execute();
  await db.schema
    .createTable('release_files')
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('release', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('release_files_pk', ['app', 'release', 'path'])
    .execute();
  await db.schema.createIndex('release_files_hash').on('release_files').column('hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['release_files', 'release_records', 'upload_files', 'stored_files'])
    await db.schema.dropTable(table).execute();
}
