import type { StaffUser } from '@clinic/shared/entities/staff-user';
import type { Repositories } from '../db/repositories/create-repositories';
import { clock, isoNow, isoPlus } from '../lib/clock';
import { newToken, sha256 } from '../lib/ids';

const HOUR = 60 * 60 * 1000;
/** product §10: 12 hours, or 30 days with Remember Me. */
export const SESSION_TTL_MS = { normal: 12 * HOUR, remembered: 30 * 24 * HOUR } as const;

export type BearerCheck =
  | { ok: true; user: StaffUser; tokenHash: string }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/** The token from `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

export function sessionService(repos: Repositories) {
  return {
    /** Starts a session and returns the token; only its hash is stored. */
    async create(userId: string, remember: boolean): Promise<{ token: string; expiresAt: string }> {
      const token = newToken();
      const expiresAt = isoPlus(remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.normal);
      await repos.sessions.insert({
        token_hash: sha256(token),
        user_id: userId,
        created_at: clock.stamp(),
        expires_at: expiresAt,
      });
      return { token, expiresAt };
    },

    async check(authorization: string | undefined): Promise<BearerCheck> {
      if (!authorization) return { ok: false, reason: 'missing' };
      const token = bearerToken(authorization);
      if (!token) return { ok: false, reason: 'invalid' };
      const tokenHash = sha256(token);
      const session = await repos.sessions.findWithUser(tokenHash);
      if (!session) return { ok: false, reason: 'invalid' };
      if (session.expires_at <= isoNow()) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        user: { _id: session.id, email: session.email, name: session.name },
        tokenHash,
      };
    },

    /** Logout: the token stops working at once. */
    async revoke(authorization: string | undefined): Promise<void> {
      const token = bearerToken(authorization);
      if (token) await repos.sessions.delete(sha256(token));
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
