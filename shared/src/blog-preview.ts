import { paths } from './routes/paths';

/** How long a blog's private preview link works. */
export const PREVIEW_LINK_HOURS = 24;

/** A preview token as the API makes it (32 URL-safe characters). */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The API path of a preview's blog; the page of the same path (`paths.blogPreview`) shows it. */
export const previewPath = (token: string) => paths.blogPreview.getHref(token);

export const PREVIEW_EXPIRED = 'This preview link has expired or does not exist';
