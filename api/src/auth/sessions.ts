import type { StaffSession } from '@clinic/contracts/entities/staff-session';
import type { StaffUser } from '@clinic/contracts/entities/staff-user';
import Bowser from 'bowser';
import type { Repositories } from '../db/repositories/create-repositories';
import { staffUserOf } from '../db/repositories/users';
import { clock, isoNow, isoPlus } from '../lib/clock';
import { newToken, sha256 } from '../lib/ids';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** product §10: 12 hours, or 30 days with Remember Me. */
export const SESSION_TTL_MS = { normal: 12 * HOUR, remembered: 30 * 24 * HOUR } as const;
/**
 * A session's last use is written at most this often: one write a minute for a busy dashboard
 * rather than one per request. The inactivity timeout is that much generous at most.
 */
const SEEN_WRITE_INTERVAL_MS = MINUTE;

export type BearerCheck =
  | { ok: true; user: StaffUser; tokenHash: string }
  | { ok: false; reason: 'missing' | 'invalid' | 'unbound' | 'expired' | 'idle' };

/** The token from `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

/** "30 minutes", "1 hour", "90 minutes": the inactivity timeout as the sign-in page says it. */
function inWords(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Why an idle session ended, with the configured figure (the dashboard shows it on sign-in). */
export const idleSignOutMessage = (idleMinutes: number) =>
  `Signed out after ${inWords(idleMinutes)} without activity. Please sign in again.`;

/** A session's name on the Account page: derived from its token's hash, so it gives neither away. */
const sessionId = (tokenHash: string) => sha256(tokenHash).slice(0, 32);

/** Longer User-Agent headers are cut: the Account page needs the browser and system only. */
const USER_AGENT_MAX = 512;

/** "Firefox on Android", as a person recognises the device they signed in on. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? 'Unknown browser';
  return parsed.os.name ? `${browser} on ${parsed.os.name}` : browser;
}

/**
 * Staff sessions: an absolute lifetime (12 hours, or 30 days with Remember Me) and, whichever
 * was chosen, an inactivity timeout of `idleMinutes` without a request (SESSION_IDLE_MINUTES),
 * so a session left open on a shared computer does not stay usable all day.
 */
export function sessionService(repos: Repositories, { idleMinutes }: { idleMinutes: number }) {
  const idleMs = idleMinutes * MINUTE;
  return {
    idleMinutes,

    /**
     * Starts a session: the bearer token (for localStorage, as the specification keeps it) and
     * the cookie's secret (for an HttpOnly cookie, decision 0074). Only their hashes are stored;
     * the session works only when a request carries both.
     */
    async create(
      userId: string,
      remember: boolean,
      userAgent?: string,
    ): Promise<{ token: string; cookieSecret: string; expiresAt: string }> {
      const token = newToken();
      const cookieSecret = newToken();
      const expiresAt = isoPlus(remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.normal);
      const now = clock.stamp();
      await repos.sessions.insert({
        token_hash: sha256(token),
        cookie_hash: sha256(cookieSecret),
        user_id: userId,
        created_at: now,
        expires_at: expiresAt,
        last_seen_at: now,
        user_agent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      });
      return { token, cookieSecret, expiresAt };
    },

    /**
     * Whose session the bearer header names, provided the request also carries that session's
     * cookie (`cookieSecret`): a token copied to another browser, which has no cookie or
     * another session's, is refused (decision 0074). A live one counts as used now, unless the
     * request is `background` (a poll nobody asked for: idle means a person is idle, issue 43).
     */
    async check(
      authorization: string | undefined,
      cookieSecret: string | undefined,
      background = false,
    ): Promise<BearerCheck> {
      if (!authorization) return { ok: false, reason: 'missing' };
      const token = bearerToken(authorization);
      if (!token) return { ok: false, reason: 'invalid' };
      const tokenHash = sha256(token);
      const session = await repos.sessions.findWithUser(tokenHash);
      if (!session) return { ok: false, reason: 'invalid' };
      // Sessions from before migration 0022 have no cookie: they cannot be used any more.
      if (!cookieSecret || session.cookie_hash !== sha256(cookieSecret))
        return { ok: false, reason: 'unbound' };
      const now = clock.now().getTime();
      if (session.expires_at <= isoNow()) return { ok: false, reason: 'expired' };
      const idleFor = now - Date.parse(session.last_seen_at);
      if (idleFor >= idleMs) {
        // Over for good: coming back later does not revive it.
        await repos.sessions.delete(tokenHash);
        return { ok: false, reason: 'idle' };
      }
      if (!background && idleFor >= SEEN_WRITE_INTERVAL_MS)
        await repos.sessions.touch(tokenHash, isoNow());
      return {
        ok: true,
        user: staffUserOf(session),
        tokenHash,
      };
    },

    /** The user's live sessions for the Account page, marking the one `currentHash` names. */
    async list(userId: string, currentHash: string): Promise<StaffSession[]> {
      const idleSince = new Date(clock.now().getTime() - idleMs).toISOString();
      const rows = await repos.sessions.listLiveForUser(userId, isoNow(), idleSince);
      return rows.map((row) => ({
        id: sessionId(row.token_hash),
        device: deviceName(row.user_agent),
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        current: row.token_hash === currentHash,
      }));
    },

    /** Signs out the user's session of that id (another browser); false when there is none. */
    async end(userId: string, id: string): Promise<boolean> {
      const rows = await repos.sessions.listLiveForUser(userId, isoNow(), '');
      const row = rows.find((candidate) => sessionId(candidate.token_hash) === id);
      if (!row) return false;
      await repos.sessions.delete(row.token_hash);
      return true;
    },

    /** Signs out every other session of the user: a lost phone, a shared computer. */
    endOthers: (userId: string, currentHash: string) =>
      repos.sessions.deleteForUserExcept(userId, currentHash),

    /** Logout: the token stops working at once. */
    async revoke(authorization: string | undefined): Promise<void> {
      const token = bearerToken(authorization);
      if (token) await repos.sessions.delete(sha256(token));
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
