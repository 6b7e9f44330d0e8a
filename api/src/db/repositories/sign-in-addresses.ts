import type { Db } from '../schema';

/** Where each staff e-mail has signed in from (by e-mail hash), for the sign-in throttle. */
export function signInAddressesRepository(db: Db) {
  return {
    async remember(emailHash: string, ip: string, at: string): Promise<void> {
      await db
        .insertInto('sign_in_addresses')
        .values({ email_hash: emailHash, ip, signed_in_at: at })
        .onConflict((oc) => oc.columns(['email_hash', 'ip']).doUpdateSet({ signed_in_at: at }))
        .execute();
    },

    async isKnown(emailHash: string, ip: string, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('sign_in_addresses')
        .select('ip')
        .where('email_hash', '=', emailHash)
        .where('ip', '=', ip)
        .where('signed_in_at', '>', since)
        .executeTakeFirst();
      return row !== undefined;
    },

    async deleteOlderThan(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('sign_in_addresses')
        .where('signed_in_at', '<=', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
