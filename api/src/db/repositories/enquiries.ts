import type {
  EnquiryRecord,
  EnquiryStatus,
  FormSubmission,
} from '@clinic/contracts/entities/form-submission';
import type { EnquiryUpdate } from '@clinic/contracts/schemas/enquiry-update';
import { batchedWriter } from '../batched-writer';
import type { Insertable } from 'kysely';
import type { Db, EnquiriesTable } from '../schema';
import type { BulkInsert } from '../sqlite-writer/sqlite-writer';

const toSubmission = (row: {
  id: string;
  name: string;
  phone: string;
  message: string;
  created_at: string;
}): FormSubmission => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  message: row.message,
  createdAt: row.created_at,
});

const toRecord = (row: {
  id: string;
  name: string;
  phone: string;
  message: string;
  created_at: string;
  status: string;
  note: string;
}): EnquiryRecord => ({
  ...toSubmission(row),
  status: row.status as EnquiryStatus,
  note: row.note,
});

/**
 * `outbox`: each enquiry's e-mail is queued in `enquiry_outbox` in the same transaction as the
 * enquiry (decision 0048), so a stored enquiry is never without its e-mail.
 */
export function enquiriesRepository(db: Db, bulkInsert: BulkInsert, { outbox = false } = {}) {
  // Enquiries are the one public write: bursts share commits (see batched-writer), written off
  // the event loop.
  const write = batchedWriter<Insertable<EnquiriesTable>>((rows) =>
    bulkInsert(
      'enquiries',
      rows as unknown as Record<string, unknown>[],
      outbox
        ? [
            {
              table: 'enquiry_outbox',
              rows: rows.map((row) => ({
                enquiry_id: row.id,
                created_at: row.created_at,
                attempts: 0,
                next_attempt_at: row.created_at,
              })),
            },
          ]
        : [],
    ),
  );

  async function count(where: { since?: string; status?: EnquiryStatus }): Promise<number> {
    let query = db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<string | number>().as('count'));
    if (where.since) query = query.where('created_at', '>', where.since);
    if (where.status) query = query.where('status', '=', where.status);
    const row = await query.executeTakeFirst();
    // PostgreSQL returns count(*) as a string (bigint).
    return Number(row?.count ?? 0);
  }

  return {
    list: async (): Promise<EnquiryRecord[]> =>
      (
        await db
          .selectFrom('enquiries')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map(toRecord),

    /** Changes an enquiry's status or note; none when there is no such enquiry. */
    async update(id: string, change: EnquiryUpdate): Promise<EnquiryRecord | undefined> {
      const row = await db
        .updateTable('enquiries')
        .set(change)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** Enquiries nobody has contacted yet: the inbox badge. */
    countNew: (): Promise<number> => count({ status: 'new' }),

    get: async (id: string): Promise<FormSubmission | undefined> => {
      const row = await db
        .selectFrom('enquiries')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toSubmission(row);
    },

    /** Enquiries stored after `since` (all of them without it). */
    countSince: (since: string | undefined): Promise<number> => count({ since }),

    /** When this staff account last opened the enquiry list, if ever. */
    lastSeenBy: async (userId: string): Promise<string | undefined> =>
      (
        await db
          .selectFrom('enquiries_seen')
          .select('seen_at')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.seen_at,

    async markSeen(userId: string, seenAt: string): Promise<void> {
      await db
        .insertInto('enquiries_seen')
        .values({ user_id: userId, seen_at: seenAt })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ seen_at: seenAt }))
        .execute();
    },

    /** Resolves once the row is committed (as New, with no note: the columns' defaults). */
    async insert(row: Insertable<EnquiriesTable>): Promise<FormSubmission> {
      await write(row);
      return toSubmission(row);
    },

    async delete(id: string): Promise<boolean> {
      // Its e-mail, if still unsent, has nothing left to say.
      await db.deleteFrom('enquiry_outbox').where('enquiry_id', '=', id).execute();
      const result = await db.deleteFrom('enquiries').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Retention (product §10, DPDP Act): enquiries are personal data kept only as long as needed. */
    async deleteOlderThan(cutoff: string): Promise<number> {
      await db.deleteFrom('enquiry_outbox').where('created_at', '<', cutoff).execute();
      const result = await db
        .deleteFrom('enquiries')
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
