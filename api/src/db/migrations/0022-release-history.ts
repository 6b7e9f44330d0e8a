import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Releases shared by servers on many machines (issue 41, decision 0072): the history of every
 * app's releases (what each server's `history.jsonl` held: activations, refusals, removals, the
 * kept build folder), one for the whole site; and on each pointer a version, so a switch can
 * name the pointer it replaces (compare and set), with the server that first composed pages from
 * it, so the release command says "live" only once the site serves it. On SQLite (one machine)
 * the history stays in the store's files and the new columns are unused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('release_history')
    // The order events were written in: ties of `at` (one machine's clock) keep it.
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('release', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('reasons', 'text')
    .execute();
  await db.schema
    .createIndex('release_history_app')
    .on('release_history')
    .columns(['app', 'at', 'id'])
    .execute();
  await db.schema
    .alterTable('release_pointers')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
  await db.schema.alterTable('release_pointers').addColumn('served_by', 'text').execute();
  await db.schema.alterTable('release_pointers').addColumn('served_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['served_at', 'served_by', 'version'])
    await db.schema.alterTable('release_pointers').dropColumn(column).execute();
  await db.schema.dropTable('release_history').execute();
}
