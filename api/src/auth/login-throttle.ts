import type { Repositories } from '../db/repositories/create-repositories';
import { clock, isoMinus } from '../lib/clock';
import { newId, sha256 } from '../lib/ids';

/** GUIDE §1: after N failures for one e-mail or one IP within 15 minutes, refuse with 429. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins are counted in the database, not in memory, so the limit holds across
 * restarts and across several servers sharing PostgreSQL.
 */
export function loginThrottle(repos: Repositories, maxFailures: number) {
  const emailKey = (email: string) => sha256(email);
  return {
    /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
    async retryAfterSeconds(email: string, ip: string): Promise<number> {
      const since = isoMinus(LOGIN_FAILURE_WINDOW_MS);
      const [byEmail, byIp] = await Promise.all([
        repos.loginFailures.byEmailSince(emailKey(email), since),
        repos.loginFailures.byIpSince(ip, since),
      ]);
      const blocked = [byEmail, byIp].filter((c) => c.count >= maxFailures && c.oldest);
      if (blocked.length === 0) return 0;
      const freeAt = Math.max(
        ...blocked.map((c) => Date.parse(c.oldest!) + LOGIN_FAILURE_WINDOW_MS),
      );
      return Math.max(1, Math.ceil((freeAt - clock.now().getTime()) / 1000));
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      await repos.loginFailures.insert({
        id: newId(),
        email_hash: emailKey(email),
        ip,
        created_at: clock.stamp(),
      });
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
