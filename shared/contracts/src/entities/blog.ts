import { z } from 'zod';

/**
 * A blog as the API answers it. This one schema gives the TypeScript types every app uses and
 * the API's answer schema (api/src/routes/api/v1/response-schemas.ts), so the two cannot drift.
 */
export const blogStatusValues = ['draft', 'published'] as const;

export const blogSectionEntitySchema = z.object({
  sectionTitle: z.string(),
  paragraph: z.string(),
  bulletPoints: z.array(z.string()),
});

export const blogImageEntitySchema = z.object({
  url: z.string(),
  width: z.int().optional(),
  height: z.int().optional(),
  srcset: z.array(z.object({ url: z.string(), width: z.int() })).optional(),
  /** What the image shows, for patients who cannot see it; required to publish. */
  alt: z.string().optional(),
});

/**
 * Changes to a published blog kept aside (issue 43): saved and previewable, not on the public page
 * until published (`POST /blog/{id}/pending/publish`) or dropped (`DELETE /blog/{id}/pending`).
 */
export const blogPendingChangeEntitySchema = z.object({
  title: z.string(),
  subTitle: z.string(),
  image: blogImageEntitySchema.nullable(),
  content: z.array(blogSectionEntitySchema),
  description: z.string(),
  savedAt: z.string(),
  /** The staff member who saved them (name, else e-mail). */
  savedBy: z.string(),
});

export const blogEntitySchema = z.object({
  _id: z.string(),
  title: z.string(),
  subTitle: z.string(),
  status: z.enum(blogStatusValues),
  image: blogImageEntitySchema.nullable(),
  content: z.array(blogSectionEntitySchema),
  /** For search results and link previews; the subtitle stands in when empty. */
  description: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  /** When it was first published (what patients see as its date); null while never. */
  publishedAt: z.string().nullable().optional(),
  /** A draft scheduled to go public at this instant (it is then read as published). */
  publishAt: z.string().optional(),
  /** Only in the staff list of deleted blogs: when it was deleted (restorable for 30 days). */
  deletedAt: z.string().optional(),
  /** Only in staff answers: the published blog's changes not yet public. */
  pending: blogPendingChangeEntitySchema.optional(),
});

/** How long a deleted blog can be restored before the purge removes it for good. */
export const DELETED_BLOG_DAYS = 30;

export type BlogStatus = (typeof blogStatusValues)[number];
export type BlogSection = z.output<typeof blogSectionEntitySchema>;
export type BlogImage = z.output<typeof blogImageEntitySchema>;
export type Blog = z.output<typeof blogEntitySchema>;
export type BlogPendingChange = z.output<typeof blogPendingChangeEntitySchema>;

/** The blog as it will be once its pending changes are published (as it is when it has none). */
export function withPendingChange({ pending, ...blog }: Blog): Blog {
  if (!pending) return blog;
  const { savedAt: _savedAt, savedBy: _savedBy, ...text } = pending;
  return { ...blog, ...text };
}
