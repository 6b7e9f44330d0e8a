import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type QueryExecutorProvider, sql } from 'kysely';

/** Rows whose window started longer ago than this are deleted (every limit's window is shorter). */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const FORGET_EVERY_MS = 10 * 60 * 1000;

/**
 * A store for @fastify/rate-limit that counts in the site's PostgreSQL (migration 0018), so
 * every server sharing it counts the same hits: three servers do not give a client three times
 * the limit. Fixed windows, as the plugin's own in-memory store: one upsert per request starts a
 * new window or adds a hit, and answers the count and what is left of the window.
 */
/**
 * A key as PostgreSQL can keep it: its text cannot hold NUL, which a forged X-Forwarded-For from
 * a trusted proxy can put in a client's address (the page fuzz test found it as a 500).
 */
// eslint-disable-next-line no-control-regex -- NUL is the one character this replaces
const storedKey = (key: string) => key.replace(/\u0000/g, '\uFFFD');

export function databaseRateLimitStore(db: QueryExecutorProvider): FastifyRateLimitStoreCtor {
  let forgotAt = 0;
  const forgetOld = (now: number) => {
    if (now - forgotAt < FORGET_EVERY_MS) return;
    forgotAt = now;
    void sql`delete from rate_limit_hits where window_started_ms < ${now - FORGET_AFTER_MS}`
      .execute(db)
      .catch(() => {});
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      forgetOld(now);
      const expired = now - timeWindow;
      sql<{ hits: number; window_started_ms: string | number }>`
        insert into rate_limit_hits (key, window_started_ms, hits)
        values (${storedKey(`${this.prefix}${key}`)}, ${now}, 1)
        on conflict (key) do update set
          hits = case when rate_limit_hits.window_started_ms <= ${expired}
            then 1 else rate_limit_hits.hits + 1 end,
          window_started_ms = case when rate_limit_hits.window_started_ms <= ${expired}
            then ${now} else rate_limit_hits.window_started_ms end
        returning hits, window_started_ms`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0]!;
          const ttl = timeWindow - (now - Number(row.window_started_ms));
          callback(null, { current: Number(row.hits), ttl: Math.max(ttl, 0) });
        }, callback);
    }

    child(routeOptions: { path: string }): FastifyRateLimitStore {
      // Each limited route counts on its own, as the in-memory store's children do.
      return new DatabaseRateLimitStore(undefined, `${routeOptions.path}|`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
