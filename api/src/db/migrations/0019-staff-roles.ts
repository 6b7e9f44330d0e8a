import { type Kysely, sql } from 'kysely';

/**
 * Staff roles (issue 43, decision 0069). Every account made before roles could do everything, so
 * each becomes an owner: nobody loses access by upgrading, and the owner then narrows the others.
 * The oldest account (the doctor's, made first with staff:create) reviews medical text. Booleans
 * are 0/1 integers, which both SQLite and PostgreSQL store the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('medical_reviewer', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update users set medical_reviewer = 1
    where id = (select id from users order by created_at, id limit 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['active', 'medical_reviewer', 'role'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
