import { sql } from 'kysely';
import type { Dialect } from '../db/database';
import type { Db } from '../db/schema';

/** An outbox row this server claimed: its e-mail is this server's to send until the lease ends. */
export interface ClaimedEmail {
  enquiryId: string;
  createdAt: string;
  /** 1 for the first try. */
  attempt: number;
}

/**
 * The enquiry e-mails waiting to be sent (migration 0017, decision 0048). A server claims due
 * rows for a lease; on PostgreSQL `FOR UPDATE SKIP LOCKED` lets several servers claim at once
 * without waiting for, or taking, each other's rows. SQLite has one writer, which serialises
 * claims by itself.
 */
export function enquiryOutbox(db: Db, dialect: Dialect) {
  const skipLocked = dialect === 'postgres' ? sql`for update skip locked` : sql``;
  return {
    async claim(limit: number, now: string, leaseUntil: string): Promise<ClaimedEmail[]> {
      const { rows } = await sql<{ enquiry_id: string; created_at: string; attempts: number }>`
        update enquiry_outbox set claimed_until = ${leaseUntil}, attempts = attempts + 1
        where enquiry_id in (
          select enquiry_id from enquiry_outbox
          where next_attempt_at <= ${now} and (claimed_until is null or claimed_until < ${now})
          order by next_attempt_at limit ${limit} ${skipLocked})
        returning enquiry_id, created_at, attempts`.execute(db);
      return rows
        .map((row) => ({
          enquiryId: row.enquiry_id,
          createdAt: row.created_at,
          attempt: Number(row.attempts),
        }))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    /** Sent (or nothing left to send): the row goes. */
    async done(id: string): Promise<void> {
      await db.deleteFrom('enquiry_outbox').where('enquiry_id', '=', id).execute();
    },

    /** Tried and failed: due again at `at`, for any server. */
    async retryAt(id: string, at: string): Promise<void> {
      await db
        .updateTable('enquiry_outbox')
        .set({ next_attempt_at: at, claimed_until: null })
        .where('enquiry_id', '=', id)
        .execute();
    },
  };
}

export type EnquiryOutbox = ReturnType<typeof enquiryOutbox>;
