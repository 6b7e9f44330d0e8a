import type { PreviewLinkEntry } from '@clinic/contracts/blog-preview';
import { sha256 } from '../../lib/ids';
import type { Db } from '../schema';

/** A link's name in the dashboard: derived from the token's hash, so it gives neither away. */
const previewId = (tokenHash: string) => sha256(tokenHash).slice(0, 32);

/** Private preview links: a token's hash, its blog, and when it stops working. */
export function blogPreviewsRepository(db: Db) {
  const live = (blogId: string, now: string) =>
    db
      .selectFrom('blog_previews')
      .select(['token_hash', 'created_at', 'expires_at'])
      .where('blog_id', '=', blogId)
      .where('expires_at', '>', now)
      .orderBy('expires_at', 'desc')
      .execute();

  return {
    async create(
      tokenHash: string,
      blogId: string,
      expiresAt: string,
      createdAt: string,
    ): Promise<void> {
      await db
        .insertInto('blog_previews')
        .values({
          token_hash: tokenHash,
          blog_id: blogId,
          expires_at: expiresAt,
          created_at: createdAt,
        })
        .execute();
    },

    /** The blog's links that still work, the longest-lived first. */
    list: async (blogId: string, now: string): Promise<PreviewLinkEntry[]> =>
      (await live(blogId, now)).map((row) => ({
        id: previewId(row.token_hash),
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      })),

    /** Ends the blog's link of that id at once; false when there is no such live link. */
    async revoke(blogId: string, id: string, now: string): Promise<boolean> {
      const row = (await live(blogId, now)).find((link) => previewId(link.token_hash) === id);
      if (!row) return false;
      await db.deleteFrom('blog_previews').where('token_hash', '=', row.token_hash).execute();
      return true;
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
