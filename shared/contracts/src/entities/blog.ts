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
});

export const blogEntitySchema = z.object({
  _id: z.string(),
  title: z.string(),
  subTitle: z.string(),
  status: z.enum(blogStatusValues),
  image: blogImageEntitySchema.nullable(),
  content: z.array(blogSectionEntitySchema),
  createdAt: z.string(),
});

export type BlogStatus = (typeof blogStatusValues)[number];
export type BlogSection = z.output<typeof blogSectionEntitySchema>;
export type BlogImage = z.output<typeof blogImageEntitySchema>;
export type Blog = z.output<typeof blogEntitySchema>;
