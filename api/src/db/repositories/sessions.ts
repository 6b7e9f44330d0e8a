import type { Db } from '../schema';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  medical_reviewer: number;
  expires_at: string;
  last_seen_at: string;
  cookie_hash: string | null;
}

export function sessionsRepository(db: Db) {
  return {
    async insert(session: {
      token_hash: string;
      cookie_hash: string;
      user_id: string;
      created_at: string;
      expires_at: string;
      last_seen_at: string;
      user_agent: string | null;
    }): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    /**
     * The session's user and expiry, expired or not (the caller decides what expired means); none
     * for a deactivated account, whose sessions end at once.
     */
    findWithUser: (tokenHash: string): Promise<SessionUser | undefined> =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'users.id',
          'users.email',
          'users.name',
          'users.role',
          'users.medical_reviewer',
          'sessions.expires_at',
          'sessions.last_seen_at',
          'sessions.cookie_hash',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('users.active', '=', 1)
        .executeTakeFirst(),

    async touch(tokenHash: string, seenAt: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: seenAt })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    /** Every session of the user but the one kept (the one asking). */
    async deleteForUserExcept(userId: string, keptTokenHash: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('token_hash', '!=', keptTokenHash)
        .execute();
    },

    /** The user's sessions still in their lifetime and used since `idleSince`, latest used first. */
    listLiveForUser: (userId: string, now: string, idleSince: string) =>
      db
        .selectFrom('sessions')
        .select(['token_hash', 'user_agent', 'created_at', 'last_seen_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .where('last_seen_at', '>', idleSince)
        .orderBy('last_seen_at', 'desc')
        .execute(),

    /** Sessions past their lifetime, or unused since `idleSince`. */
    async deleteExpired(now: string, idleSince: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
