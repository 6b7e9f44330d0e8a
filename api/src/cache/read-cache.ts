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

export function readCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { body: CachedBody; expires: number }>();
  const loading = new Map<string, Promise<CachedBody | undefined>>();
  let generation = 0;

  return {
    /** The cached body if fresh; lets a hit answer without awaiting anything. */
    peek(key: string): CachedBody | undefined {
      const hit = entries.get(key);
      return hit && hit.expires > now() ? hit.body : undefined;
    },

    /**
     * The cached body for `key`, else runs `load`; a defined result is cached. Concurrent
     * misses share one load.
     */
    async get(key: string, load: () => Promise<CachedBody | undefined>): Promise<CachedBody | undefined> {
      const hit = this.peek(key);
      if (hit !== undefined) return hit;
      const pending = loading.get(key);
      if (pending) return pending;
      const startedAt = generation;
      const promise = load().finally(() => loading.delete(key));
      loading.set(key, promise);
      const body = await promise;
      // A write during the load may have made this result stale: do not keep it.
      if (body !== undefined && startedAt === generation) entries.set(key, { body, expires: now() + ttlMs });
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
