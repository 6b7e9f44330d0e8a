import type { Kysely } from 'kysely';

/**
 * Each session's cookie (decision 0074): the hash of the secret its browser keeps in an HttpOnly
 * cookie, without which the bearer token is refused. Sessions from before have none and end:
 * their staff sign in again once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('cookie_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('cookie_hash').execute();
}
