import type { Kysely } from 'kysely';

/**
 * The addresses each staff e-mail has signed in from (docs/decisions/0024-sign-in-throttle.md):
 * from one of them, guesses made elsewhere against the same e-mail never slow the doctor down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('signed_in_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_addresses_pk', ['email_hash', 'ip'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_addresses').execute();
}
