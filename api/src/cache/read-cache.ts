import { constants, gzipSync } from 'node:zlib';

/**
 * Serialised answers of the public read routes (published blogs, one published blog, social
 * links), kept in memory. These are read on every page view and change a few times a week, so
 * re-querying and re-serialising them each time is wasted work (and a 60 KB blog list is
 * expensive to build). Writes in this process clear the cache at once; the TTL bounds how long
 * a change made by another process (several servers on one PostgreSQL) takes to show.
 * Only existing, published data is cached, so random ids cannot grow it.
 */

/** What reply.serialize() produces. */
export type CachedBody = string | Buffer | ArrayBuffer;

const GZIP_MIN_BYTES = 1024;

export function readCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { body: CachedBody; gzip?: Buffer | null; expires: number }>();
  const loading = new Map<string, Promise<CachedBody | undefined>>();
  let generation = 0;

  return {
    /** The cached body if fresh; lets a hit answer without awaiting anything. */
    peek(key: string): CachedBody | undefined {
      const hit = entries.get(key);
      return hit && hit.expires > now() ? hit.body : undefined;
    },

    /**
     * The fresh entry's body gzipped, compressed once per entry and kept; undefined when there
     * is no fresh entry or the body is too small to gain from it. The blog list is tens of
     * kilobytes of repetitive text, which visitors on mobile data then get in a few.
     */
    peekGzip(key: string): Buffer | undefined {
      const hit = entries.get(key);
      if (!hit || hit.expires <= now()) return undefined;
      if (hit.gzip === undefined) {
        const bytes =
          typeof hit.body === 'string'
            ? Buffer.from(hit.body)
            : Buffer.from(hit.body as ArrayBuffer);
        hit.gzip =
          bytes.length >= GZIP_MIN_BYTES
            ? gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })
            : null;
      }
      return hit.gzip ?? undefined;
    },

    /**
     * The cached body for `key`, else runs `load`; a defined result is cached. Concurrent
     * misses share one load.
     */
    async get(
      key: string,
      load: () => Promise<CachedBody | undefined>,
    ): Promise<CachedBody | undefined> {
      const hit = this.peek(key);
      if (hit !== undefined) return hit;
      const pending = loading.get(key);
      if (pending) return pending;
      const startedAt = generation;
      const promise = load().finally(() => loading.delete(key));
      loading.set(key, promise);
      const body = await promise;
      // A write during the load may have made this result stale: do not keep it.
      // Kept as bytes: a string would be UTF-8 encoded again for every request that reads it.
      if (body !== undefined && startedAt === generation) {
        const bytes = typeof body === 'string' ? Buffer.from(body) : body;
        entries.set(key, { body: bytes, expires: now() + ttlMs });
      }
      return body;
    },

    /** After any write to cached data. */
    clear(): void {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}

export type ReadCache = ReturnType<typeof readCache>;
