import type { LinkCategory, SocialLink } from '@clinic/contracts/entities/link';
import type { Db } from '../schema';

const toLink = (row: {
  id: string;
  category: string;
  url: string;
  created_at: string;
}): SocialLink => ({
  _id: row.id,
  category: row.category as LinkCategory,
  url: row.url,
  createdAt: row.created_at,
});

export function socialLinksRepository(db: Db) {
  return {
    /** Newest first: the dashboard shows an added link at the top (product §4). */
    list: async (): Promise<SocialLink[]> =>
      (
        await db
          .selectFrom('social_links')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map(toLink),

    async insert(row: {
      id: string;
      category: LinkCategory;
      url: string;
      created_at: string;
    }): Promise<SocialLink> {
      await db.insertInto('social_links').values(row).execute();
      return toLink(row);
    },

    /** True when a row was deleted. */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('social_links').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
