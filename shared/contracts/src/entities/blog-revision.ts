import { z } from 'zod';
import { blogEntitySchema } from './blog';

/** The blog's text as one save left it (its image is the blog's own, not part of a revision). */
export const blogSnapshotSchema = blogEntitySchema.pick({
  title: true,
  subTitle: true,
  status: true,
  content: true,
  description: true,
});

/** One save of a blog: who, when, and what it said (`GET /blog/{id}/revisions`). */
export const blogRevisionEntitySchema = z.object({
  _id: z.string(),
  savedAt: z.string(),
  savedBy: z.string(),
  blog: blogSnapshotSchema,
});

export type BlogSnapshot = z.output<typeof blogSnapshotSchema>;
export type BlogRevision = z.output<typeof blogRevisionEntitySchema>;

/** How many revisions of one blog are kept (the oldest go first). */
export const BLOG_REVISIONS_KEPT = 50;
