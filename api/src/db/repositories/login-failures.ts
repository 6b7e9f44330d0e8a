import type { Db } from '../schema';

export function loginFailuresRepository(db: Db) {
  const countSince = async (column: 'email_hash' | 'ip', value: string, since: string) => {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('count'),
        eb.fn.min<string | null>('created_at').as('oldest'),
      ])
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirst();
    // PostgreSQL returns count(*) as a string (bigint).
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? undefined };
  };

  return {
    async insert(row: {
      id: string;
      email_hash: string;
      ip: string;
      created_at: string;
    }): Promise<void> {
      await db.insertInto('login_failures').values(row).execute();
    },

    /** Recent failures for an e-mail and for an IP; `oldest` is the earliest counted one. */
    byEmailSince: (emailHash: string, since: string) => countSince('email_hash', emailHash, since),
    byIpSince: (ip: string, since: string) => countSince('ip', ip, since),

    async deleteOlderThan(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('login_failures')
        .where('created_at', '<=', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
