import type { Repositories } from '../db/repositories/create-repositories';
import { clock, isoMinus } from '../lib/clock';
import { newId, sha256 } from '../lib/ids';

/** Attempts count for 15 minutes (product §10). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** An address an e-mail signed in from within this time is "known" for it. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/** The longest wait between attempts for a guessed-at e-mail from an unknown address. */
export const MAX_EMAIL_DELAY_MS = 60 * 1000;

export type LoginDecision =
  | { allowed: false; retryAfterSeconds: number; reason: 'address' | 'email' }
  | {
      allowed: true;
      succeeded: () => Promise<void>;
      /** No password was checked after all (the checks were busy): the attempt does not count. */
      abandoned: () => Promise<void>;
    };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The sign-in throttle of docs/decisions/0024-sign-in-throttle.md. Every attempt is written to
 * the database before its password is checked and then counted, so parallel guesses see each
 * other on SQLite and PostgreSQL alike; the counts live in the database, so they hold across
 * restarts and across servers sharing PostgreSQL. `ip` is the client's key (lib/client-key.ts):
 * an IPv6 client is counted by its /64.
 */
export function loginThrottle(repos: Repositories, maxFailures: number) {
  return {
    async begin(email: string, ip: string): Promise<LoginDecision> {
      const emailHash = sha256(email);
      const id = newId();
      await repos.loginFailures.insert({
        id,
        email_hash: emailHash,
        ip,
        created_at: clock.stamp(),
      });
      const since = isoMinus(LOGIN_FAILURE_WINDOW_MS);
      const now = clock.now().getTime();
      const counts = await repos.loginFailures.countsSince(emailHash, ip, since, id);

      let refusal: Extract<LoginDecision, { allowed: false }> | undefined;
      if (counts.byIp > maxFailures) {
        // The address is locked until its oldest attempt leaves the window.
        const oldest = await repos.loginFailures.oldestByIpSince(ip, since);
        const freeAt = (oldest ? Date.parse(oldest) : now) + LOGIN_FAILURE_WINDOW_MS;
        refusal = { allowed: false, retryAfterSeconds: seconds(freeAt - now), reason: 'address' };
      } else if (
        counts.byEmail > maxFailures &&
        !(await repos.signInAddresses.isKnown(emailHash, ip, isoMinus(KNOWN_ADDRESS_MS)))
      ) {
        // Guesses from many addresses: each further one waits twice as long, up to a minute.
        const delay = Math.min(1000 * 2 ** (counts.byEmail - maxFailures - 1), MAX_EMAIL_DELAY_MS);
        const since = counts.latestOtherForEmail
          ? now - Date.parse(counts.latestOtherForEmail)
          : delay;
        if (since < delay) {
          refusal = { allowed: false, retryAfterSeconds: seconds(delay - since), reason: 'email' };
        }
      }
      if (refusal) {
        // A refused attempt checks no password, so it is not a guess and must not extend a wait.
        await repos.loginFailures.deleteById(id);
        return refusal;
      }
      return {
        allowed: true,
        succeeded: async () => {
          await repos.loginFailures.deleteFor(emailHash, ip);
          await repos.signInAddresses.remember(emailHash, ip, clock.stamp());
        },
        abandoned: () => repos.loginFailures.deleteById(id),
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
