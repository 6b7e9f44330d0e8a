import type { Kysely } from 'kysely';

/**
 * The browser a session was opened in (its User-Agent header, cut to a sensible length), so the
 * staff member's Account page can say which session is which before one is signed out. Sessions
 * from before have none and show as an unknown browser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
