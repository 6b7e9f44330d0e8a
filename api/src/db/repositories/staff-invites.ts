import type { StaffRole } from '@clinic/contracts/entities/staff-user';
import type { Db } from '../schema';

/** Invitations to a staff account: a token's hash, the e-mail and role, and its one use. */
export function staffInvitesRepository(db: Db) {
  return {
    /** A new invitation; earlier unused ones for the same e-mail stop working (the newest counts). */
    async create(invite: {
      token_hash: string;
      email: string;
      role: StaffRole;
      invited_by: string;
      created_at: string;
      expires_at: string;
    }): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx
          .deleteFrom('staff_invites')
          .where('email', '=', invite.email)
          .where('used_at', 'is', null)
          .execute();
        await tx.insertInto('staff_invites').values(invite).execute();
      });
    },

    /** The invitation a link names while it is unused and in time; none otherwise. */
    findUsable: (tokenHash: string, now: string) =>
      db
        .selectFrom('staff_invites')
        .select(['email', 'role'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst(),

    /**
     * Spends the invitation: true for the one request that did, false for every other (two tabs
     * submitting at once make one account, not two).
     */
    async use(tokenHash: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('staff_invites')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteExpired(now: string): Promise<number> {
      const result = await db
        .deleteFrom('staff_invites')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
