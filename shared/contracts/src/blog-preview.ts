import { z } from 'zod';
import { paths } from './routes/paths';

/** How long a blog's private preview link works, unless asked for less. */
export const PREVIEW_LINK_HOURS = 24;

/**
 * `POST /blog/{id}/preview`: a link may be asked to last fewer minutes (a quick look shared with
 * a colleague), never more than PREVIEW_LINK_HOURS.
 */
export const previewRequestSchema = z.object({
  minutes: z
    .int({ error: 'Minutes must be a whole number' })
    .min(1, 'A preview link lasts at least a minute')
    .max(PREVIEW_LINK_HOURS * 60, `A preview link lasts at most ${PREVIEW_LINK_HOURS} hours`)
    .optional(),
});

/** A preview token as the API makes it (32 URL-safe characters). */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The API path of a preview's blog; the page of the same path (`paths.blogPreview`) shows it. */
export const previewPath = (token: string) => paths.blogPreview.getHref(token);

export const PREVIEW_EXPIRED = 'This preview link has expired or does not exist';

/**
 * `GET /blog/{id}/previews`: a live preview link as the dashboard lists it (issue 43). The link
 * itself is not shown again (only its hash is kept); `id` names it for `DELETE
 * /blog/{id}/previews/{previewId}`, which makes it stop working at once. `createdAt` is null
 * for links made before they were dated.
 */
export const previewLinkEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string().nullable(),
  expiresAt: z.string(),
});

export type PreviewLinkEntry = z.output<typeof previewLinkEntrySchema>;
