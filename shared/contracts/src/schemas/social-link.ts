import { z } from 'zod';
import { type LinkCategory, linkCategories } from '../entities/link';

/** The six categories of product §3; the labels live beside the entity type. */
export const LINK_CATEGORIES = Object.keys(linkCategories) as [LinkCategory, ...LinkCategory[]];

export const URL_MAX_LENGTH = 2000;
const URL_MESSAGE = 'Enter a valid URL (must start with http or https).';

/**
 * Product §5: http(s) only, no spaces or quotes. Quotes and spaces are what turn a URL into an
 * attribute-injection; other schemes (javascript:, data:) are refused by the prefix rule.
 * The URL is otherwise passed through unchanged (product §7), so it is not trimmed.
 */
export const socialLinkSchema = z.object({
  category: z.enum(LINK_CATEGORIES, { error: 'Category is required.' }),
  url: z
    .string({ error: URL_MESSAGE })
    .max(URL_MAX_LENGTH, `URL must be at most ${URL_MAX_LENGTH} characters`)
    .regex(/^https?:\/\/[^\s"'`]+$/, URL_MESSAGE),
});

export type SocialLinkInput = z.input<typeof socialLinkSchema>;
