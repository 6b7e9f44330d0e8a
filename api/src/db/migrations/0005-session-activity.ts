import { type Kysely, sql } from 'kysely';

/**
 * When each session was last used, for the inactivity timeout (SESSION_IDLE_MINUTES): a session
 * left open on a shared front-desk computer ends after that long without a request. Sessions
 * from before count as used when they began.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await sql`update sessions set last_seen_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
