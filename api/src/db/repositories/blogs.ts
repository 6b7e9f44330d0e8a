import type { Blog, BlogImage, BlogSection, BlogStatus } from '@clinic/contracts/entities/blog';
import { sql } from 'kysely';
import { clock } from '../../lib/clock';
import type { BlogsTable, Db } from '../schema';

type BlogRow = Omit<BlogsTable, 'deleted_at' | 'publish_at'> & {
  deleted_at?: string | null;
  publish_at?: string | null;
};

/** A scheduled draft whose minute has come is published, for every reader, at query time. */
const isDue = (row: BlogRow, now: string) =>
  row.status === 'draft' && Boolean(row.publish_at) && row.publish_at! <= now;

const toBlog = (row: BlogRow, now = clock.stamp()): Blog => ({
  _id: row.id,
  title: row.title,
  subTitle: row.sub_title,
  status: isDue(row, now) ? 'published' : (row.status as BlogStatus),
  image: row.image_json ? (JSON.parse(row.image_json) as BlogImage) : null,
  content: JSON.parse(row.content_json) as BlogSection[],
  description: row.description,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  publishedAt: row.published_at ?? (isDue(row, now) ? row.publish_at! : null),
  ...(row.status === 'draft' &&
    row.publish_at &&
    !isDue(row, now) && { publishAt: row.publish_at }),
  ...(row.deleted_at && { deletedAt: row.deleted_at }),
});

export interface BlogWrite {
  title: string;
  subTitle: string;
  status: BlogStatus;
  content: BlogSection[];
  image: BlogImage | null;
  /** Empty when left out: the subtitle stands in. */
  description?: string;
  /** A draft's scheduled instant; null to cancel; left out to keep it. */
  publishAt?: string | null;
}

const toColumns = (blog: BlogWrite) => ({
  title: blog.title,
  sub_title: blog.subTitle,
  status: blog.status,
  content_json: JSON.stringify(blog.content),
  image_json: blog.image ? JSON.stringify(blog.image) : null,
  description: blog.description ?? '',
});

/**
 * Publishing keeps the first moment a blog went public (its scheduled minute, if that came
 * first); unpublishing keeps it too.
 */
const firstPublished = (status: BlogStatus, at: string) =>
  status === 'published'
    ? sql<
        string | null
      >`coalesce(published_at, case when publish_at <= ${at} then publish_at end, ${at})`
    : sql<string | null>`published_at`;

/** What a save does to the schedule: publishing ends it; otherwise as the save says. */
const scheduleAfter = (blog: BlogWrite) =>
  blog.status === 'published'
    ? null
    : blog.publishAt === undefined
      ? sql<string | null>`publish_at`
      : blog.publishAt;

export function blogsRepository(db: Db) {
  return {
    /** Newest first; `publishedOnly` for visitors. */
    async list({ publishedOnly }: { publishedOnly: boolean }): Promise<Blog[]> {
      const now = clock.stamp();
      let query = db.selectFrom('blogs').selectAll().where('deleted_at', 'is', null);
      if (publishedOnly)
        query = query.where((eb) =>
          eb.or([
            eb('status', '=', 'published'),
            eb.and([eb('publish_at', 'is not', null), eb('publish_at', '<=', now)]),
          ]),
        );
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((row) => toBlog(row, now));
    },

    find: async (id: string): Promise<Blog | undefined> => {
      const row = await db
        .selectFrom('blogs')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row && toBlog(row);
    },

    /** Blogs deleted after `since` (still restorable), most recently deleted first. */
    listDeleted: async (since: string): Promise<Blog[]> =>
      (
        await db
          .selectFrom('blogs')
          .selectAll()
          .where('deleted_at', '>', since)
          .orderBy('deleted_at', 'desc')
          .execute()
      ).map((row) => toBlog(row)),

    /** Marks a live blog deleted; its row and image stay until the purge. */
    async softDelete(id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('blogs')
        .set({ deleted_at: at })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Brings back a blog deleted after `since`, as it was; undefined when it cannot be. */
    async restore(id: string, since: string): Promise<Blog | undefined> {
      const result = await db
        .updateTable('blogs')
        .set({ deleted_at: null })
        .where('id', '=', id)
        .where('deleted_at', '>', since)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return this.find(id);
    },

    /** Removes blogs deleted at or before `before` for good; answers their images to remove. */
    async purgeDeleted(
      before: string,
    ): Promise<{ count: number; ids: string[]; images: BlogImage[] }> {
      const rows = await db
        .selectFrom('blogs')
        .select(['id', 'image_json'])
        .where('deleted_at', '<=', before)
        .execute();
      if (rows.length === 0) return { count: 0, ids: [], images: [] };
      await db
        .deleteFrom('blogs')
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      const images = rows.flatMap((row) =>
        row.image_json ? [JSON.parse(row.image_json) as BlogImage] : [],
      );
      return { count: rows.length, ids: rows.map((row) => row.id), images };
    },

    async insert(id: string, blog: BlogWrite, createdAt: string): Promise<Blog> {
      const row: BlogRow = {
        id,
        ...toColumns(blog),
        created_at: createdAt,
        updated_at: createdAt,
        published_at: blog.status === 'published' ? createdAt : null,
        publish_at: blog.status === 'draft' ? (blog.publishAt ?? null) : null,
      };
      await db.insertInto('blogs').values(row).execute();
      return toBlog(row);
    },

    /** Replaces the blog's fields; undefined when it no longer exists. */
    async update(id: string, blog: BlogWrite, updatedAt: string): Promise<Blog | undefined> {
      const result = await db
        .updateTable('blogs')
        .set({
          ...toColumns(blog),
          updated_at: updatedAt,
          published_at: firstPublished(blog.status, updatedAt),
          publish_at: scheduleAfter(blog),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return this.find(id);
    },

    async setStatus(id: string, status: BlogStatus, updatedAt: string): Promise<Blog | undefined> {
      const result = await db
        .updateTable('blogs')
        // Publishing or unpublishing by hand ends any schedule.
        .set({
          status,
          updated_at: updatedAt,
          published_at: firstPublished(status, updatedAt),
          publish_at: null,
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return this.find(id);
    },
  };
}
