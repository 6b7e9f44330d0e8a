import type { Db } from '../schema';

/** Private preview links: a token's hash, its blog, and when it stops working. */
export function blogPreviewsRepository(db: Db) {
  return {
    async create(tokenHash: string, blogId: string, expiresAt: string): Promise<void> {
      await db
        .insertInto('blog_previews')
        .values({ token_hash: tokenHash, blog_id: blogId, expires_at: expiresAt })
        .execute();
    },

    /** The blog a live link shows; none once it has expired. */
    blogOf: async (tokenHash: string, now: string): Promise<string | undefined> =>
      (
        await db
          .selectFrom('blog_previews')
          .select('blog_id')
          .where('token_hash', '=', tokenHash)
          .where('expires_at', '>', now)
          .executeTakeFirst()
      )?.blog_id,

    async deleteExpired(now: string): Promise<number> {
      const result = await db
        .deleteFrom('blog_previews')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
