import type { Blog } from '@clinic/contracts/entities/blog';
import {
  BLOG_REVISIONS_KEPT,
  type BlogRevision,
  type BlogSnapshot,
} from '@clinic/contracts/entities/blog-revision';
import { newId } from '../../lib/ids';
import type { BlogRevisionsTable, Db } from '../schema';

const toRevision = (row: BlogRevisionsTable): BlogRevision => ({
  _id: row.id,
  savedAt: row.saved_at,
  savedBy: row.saved_by,
  blog: JSON.parse(row.snapshot_json) as BlogSnapshot,
});

/** Each save of a blog, the last BLOG_REVISIONS_KEPT of each. */
export function blogRevisionsRepository(db: Db) {
  return {
    async add(blog: Blog, savedBy: string, savedAt: string): Promise<void> {
      const snapshot: BlogSnapshot = {
        title: blog.title,
        subTitle: blog.subTitle,
        status: blog.status,
        content: blog.content,
        description: blog.description ?? '',
      };
      const last = await db
        .selectFrom('blog_revisions')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('blog_id', '=', blog._id)
        .executeTakeFirst();
      await db
        .insertInto('blog_revisions')
        .values({
          id: newId(),
          blog_id: blog._id,
          seq: Number(last?.seq ?? 0) + 1,
          saved_at: savedAt,
          saved_by: savedBy,
          snapshot_json: JSON.stringify(snapshot),
        })
        .execute();
      const kept = db
        .selectFrom('blog_revisions')
        .select('id')
        .where('blog_id', '=', blog._id)
        .orderBy('seq', 'desc')
        .limit(BLOG_REVISIONS_KEPT);
      await db
        .deleteFrom('blog_revisions')
        .where('blog_id', '=', blog._id)
        .where('id', 'not in', kept)
        .execute();
    },

    /** Newest first. */
    list: async (blogId: string): Promise<BlogRevision[]> =>
      (
        await db
          .selectFrom('blog_revisions')
          .selectAll()
          .where('blog_id', '=', blogId)
          .orderBy('seq', 'desc')
          .execute()
      ).map(toRevision),

    find: async (blogId: string, id: string): Promise<BlogRevision | undefined> => {
      const row = await db
        .selectFrom('blog_revisions')
        .selectAll()
        .where('blog_id', '=', blogId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRevision(row);
    },
  };
}
