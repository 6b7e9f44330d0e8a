import type { Blog, BlogImage, BlogSection, BlogStatus } from '@clinic/contracts/entities/blog';
import type { BlogsTable, Db } from '../schema';

const toBlog = (row: BlogsTable): Blog => ({
  _id: row.id,
  title: row.title,
  subTitle: row.sub_title,
  status: row.status as BlogStatus,
  image: row.image_json ? (JSON.parse(row.image_json) as BlogImage) : null,
  content: JSON.parse(row.content_json) as BlogSection[],
  createdAt: row.created_at,
});

export interface BlogWrite {
  title: string;
  subTitle: string;
  status: BlogStatus;
  content: BlogSection[];
  image: BlogImage | null;
}

const toColumns = (blog: BlogWrite) => ({
  title: blog.title,
  sub_title: blog.subTitle,
  status: blog.status,
  content_json: JSON.stringify(blog.content),
  image_json: blog.image ? JSON.stringify(blog.image) : null,
});

export function blogsRepository(db: Db) {
  return {
    /** Newest first; `publishedOnly` for visitors. */
    async list({ publishedOnly }: { publishedOnly: boolean }): Promise<Blog[]> {
      let query = db.selectFrom('blogs').selectAll();
      if (publishedOnly) query = query.where('status', '=', 'published');
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toBlog);
    },

    find: async (id: string): Promise<Blog | undefined> => {
      const row = await db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toBlog(row);
    },

    async insert(id: string, blog: BlogWrite, createdAt: string): Promise<Blog> {
      const row: BlogsTable = {
        id,
        ...toColumns(blog),
        created_at: createdAt,
        updated_at: createdAt,
      };
      await db.insertInto('blogs').values(row).execute();
      return toBlog(row);
    },

    /** Replaces the blog's fields; undefined when it no longer exists. */
    async update(id: string, blog: BlogWrite, updatedAt: string): Promise<Blog | undefined> {
      const result = await db
        .updateTable('blogs')
        .set({ ...toColumns(blog), updated_at: updatedAt })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return this.find(id);
    },

    async setStatus(id: string, status: BlogStatus, updatedAt: string): Promise<Blog | undefined> {
      const result = await db
        .updateTable('blogs')
        .set({ status, updated_at: updatedAt })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return this.find(id);
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('blogs').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
