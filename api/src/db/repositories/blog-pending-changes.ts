import type { BlogImage, BlogPendingChange, BlogSection } from '@clinic/contracts/entities/blog';
import type { BlogPendingChangesTable, Db } from '../schema';

const toChange = (row: BlogPendingChangesTable): BlogPendingChange => ({
  title: row.title,
  subTitle: row.sub_title,
  image: row.image_json ? (JSON.parse(row.image_json) as BlogImage) : null,
  content: JSON.parse(row.content_json) as BlogSection[],
  description: row.description,
  savedAt: row.saved_at,
  savedBy: row.saved_by,
});

/** A published blog's changes kept aside until published or discarded (issue 43). */
export function blogPendingChangesRepository(db: Db) {
  return {
    find: async (blogId: string): Promise<BlogPendingChange | undefined> => {
      const row = await db
        .selectFrom('blog_pending_changes')
        .selectAll()
        .where('blog_id', '=', blogId)
        .executeTakeFirst();
      return row && toChange(row);
    },

    /** Every blog's pending changes, by blog id (the staff list shows them). */
    all: async (): Promise<Map<string, BlogPendingChange>> =>
      new Map(
        (await db.selectFrom('blog_pending_changes').selectAll().execute()).map((row) => [
          row.blog_id,
          toChange(row),
        ]),
      ),

    /** Saves the blog's pending changes over any it had. */
    async save(blogId: string, change: BlogPendingChange): Promise<void> {
      const columns = {
        title: change.title,
        sub_title: change.subTitle,
        content_json: JSON.stringify(change.content),
        image_json: change.image ? JSON.stringify(change.image) : null,
        description: change.description,
        saved_at: change.savedAt,
        saved_by: change.savedBy,
      };
      await db
        .insertInto('blog_pending_changes')
        .values({ blog_id: blogId, ...columns })
        .onConflict((oc) => oc.column('blog_id').doUpdateSet(columns))
        .execute();
    },

    async remove(blogId: string): Promise<void> {
      await db.deleteFrom('blog_pending_changes').where('blog_id', '=', blogId).execute();
    },

    /** Images of pending changes of blogs deleted at or before `before` (the purge's to remove). */
    imagesOfDeleted: async (before: string): Promise<BlogImage[]> =>
      (
        await db
          .selectFrom('blog_pending_changes')
          .innerJoin('blogs', 'blogs.id', 'blog_pending_changes.blog_id')
          .select('blog_pending_changes.image_json')
          .where('blogs.deleted_at', '<=', before)
          .where('blog_pending_changes.image_json', 'is not', null)
          .execute()
      ).map((row) => JSON.parse(row.image_json!) as BlogImage),
  };
}
