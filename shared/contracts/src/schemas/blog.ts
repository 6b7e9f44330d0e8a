import { z } from 'zod';
import { blogStatusValues } from '../entities/blog';

/** Caps no clinic blog reaches but that stop one request from filling the disk. */
export const BLOG_LIMITS = {
  title: 200,
  subTitle: 1000,
  description: 300,
  imageAlt: 250,
  sectionTitle: 200,
  paragraph: 20_000,
  bulletPoint: 1000,
  sections: 50,
  bulletPoints: 50,
} as const;

const PUBLISH_AT_MESSAGE = 'Publish at must be a date and time';

export const blogStatusSchema = z.enum(blogStatusValues, {
  error: 'Status must be draft or published',
});

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default('');

/** One section of a blog (product §3). Every field is optional (product §5); blank bullets are dropped. */
export const blogSectionSchema = z.object({
  sectionTitle: optionalText('Section title', BLOG_LIMITS.sectionTitle),
  paragraph: optionalText('Paragraph', BLOG_LIMITS.paragraph),
  bulletPoints: z
    .array(
      z
        .string({ error: 'Bullet points must be text' })
        .max(
          BLOG_LIMITS.bulletPoint,
          `Bullet points must be at most ${BLOG_LIMITS.bulletPoint} characters`,
        ),
      { error: 'Bullet points must be a list' },
    )
    .max(
      BLOG_LIMITS.bulletPoints,
      `A section can have at most ${BLOG_LIMITS.bulletPoints} bullet points`,
    )
    .optional()
    .default([])
    .transform((bullets) => bullets.filter((bullet) => bullet.trim() !== '')),
});

export const blogSectionsSchema = z
  .array(blogSectionSchema, { error: 'Content must be a list of sections' })
  .max(BLOG_LIMITS.sections, `A blog can have at most ${BLOG_LIMITS.sections} sections`);

/**
 * The blog form's fields (product §5: title and subtitle required). On the wire `content` is a
 * JSON string inside multipart (product §7); the server decodes it before parsing with this.
 */
export const blogSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required', abort: true })
    .max(BLOG_LIMITS.title, `Title must be at most ${BLOG_LIMITS.title} characters`),
  subTitle: z
    .string({ error: 'Subtitle is required' })
    .trim()
    .min(1, { error: 'Subtitle is required', abort: true })
    .max(BLOG_LIMITS.subTitle, `Subtitle must be at most ${BLOG_LIMITS.subTitle} characters`),
  status: blogStatusSchema.optional(),
  content: blogSectionsSchema.optional(),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(
      BLOG_LIMITS.description,
      `Description must be at most ${BLOG_LIMITS.description} characters`,
    )
    .optional(),
  /** An ISO instant to publish a draft at; empty to cancel the schedule. */
  publishAt: z
    .union([z.iso.datetime({ offset: true, error: PUBLISH_AT_MESSAGE }), z.literal('')], {
      error: PUBLISH_AT_MESSAGE,
    })
    .optional(),
  imageAlt: z
    .string({ error: 'Alt text must be text' })
    .trim()
    .max(BLOG_LIMITS.imageAlt, `Alt text must be at most ${BLOG_LIMITS.imageAlt} characters`)
    .optional(),
});

export const ALT_TEXT_REQUIRED = 'Describe the image (alt text) before publishing';

/** A published blog's image says what it shows: patients using screen readers hear it. */
export const missingAltText = (status: string | undefined, image: { alt?: string } | null) =>
  status === 'published' && image !== null && !image.alt?.trim();

export type BlogInput = z.input<typeof blogSchema>;

export const blogStatusChangeSchema = z.object({ status: blogStatusSchema });

/** Upload rules the server enforces (product §10); the form's `accept` and its hint read these. */
export const BLOG_IMAGE = {
  field: 'image',
  maxBytes: 5 * 1024 * 1024,
  accept: 'image/jpeg,image/png,image/webp',
} as const;
