import type { Db } from '../schema';

/**
 * Sign-in attempts in the window. Each is written before its password is checked, so parallel
 * guesses see each other; a refused one deletes its row, a successful one its e-mail's rows.
 */
export function loginFailuresRepository(db: Db) {
  return {
    async insert(row: {
      id: string;
      email_hash: string;
      ip: string;
      created_at: string;
    }): Promise<void> {
      await db.insertInto('login_failures').values(row).execute();
    },

    async deleteById(id: string): Promise<void> {
      await db.deleteFrom('login_failures').where('id', '=', id).execute();
    },

    /** Forgets an e-mail's attempts from one address (it just signed in from there). */
    async deleteFor(emailHash: string, ip: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('email_hash', '=', emailHash)
        .where('ip', '=', ip)
        .execute();
    },

    /**
     * Attempts since `since` from one address and for one e-mail (any address), and the e-mail's
     * latest one other than `exceptId`, in one read.
     */
    async countsSince(emailHash: string, ip: string, since: string, exceptId: string) {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => [
          eb.fn
            .sum<string | number | null>(eb.case().when('ip', '=', ip).then(1).else(0).end())
            .as('byIp'),
          eb.fn
            .sum<string | number | null>(
              eb.case().when('email_hash', '=', emailHash).then(1).else(0).end(),
            )
            .as('byEmail'),
          eb.fn
            .max<string | null>(
              eb
                .case()
                .when(eb.and([eb('email_hash', '=', emailHash), eb('id', '!=', exceptId)]))
                .then(eb.ref('created_at'))
                .end(),
            )
            .as('latestOtherForEmail'),
        ])
        .where((eb) => eb.or([eb('ip', '=', ip), eb('email_hash', '=', emailHash)]))
        .where('created_at', '>', since)
        .executeTakeFirst();
      // PostgreSQL returns sums of integers as strings (bigint/numeric).
      return {
        byIp: Number(row?.byIp ?? 0),
        byEmail: Number(row?.byEmail ?? 0),
        latestOtherForEmail: row?.latestOtherForEmail ?? undefined,
      };
    },

    /** When the address's oldest attempt in the window was made. */
    async oldestByIpSince(ip: string, since: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.min<string | null>('created_at').as('oldest'))
        .where('ip', '=', ip)
        .where('created_at', '>', since)
        .executeTakeFirst();
      return row?.oldest ?? undefined;
    },

    async deleteOlderThan(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('login_failures')
        .where('created_at', '<=', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
