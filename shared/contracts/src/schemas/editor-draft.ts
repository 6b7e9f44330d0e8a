import { z } from 'zod';

/** What the blog editor keeps on the server while a blog is being written (issue 31). */
/**
 * A blog's id, or `new-<browser>` for a blog not yet created (one per browser, so two staff
 * members sharing an account, or one on two computers, never overwrite each other's new blog);
 * `new` alone is what editors before that kept.
 */
export const EDITOR_DRAFT_KEY = /^(new(-[0-9a-f-]{8,36})?|[0-9a-f]{24})$/;

/** Far above any blog's text (50 sections of 20,000 characters), and no more. */
export const EDITOR_DRAFT_MAX_BYTES = 1_100_000;

/**
 * Drafts one account may hold (issue 43): far more blogs than anyone writes at once, while the
 * account's share of the database stays bounded (20 x 1.1 MB). Saving over a draft the account
 * already has is always allowed; a new one beyond these is refused (409).
 */
export const EDITOR_DRAFTS_PER_ACCOUNT = 20;

/** Days a draft is kept after its last save; then it is purged, as it is with its blog. */
export const EDITOR_DRAFT_DAYS = 30;

/**
 * `PUT /editor-drafts/{key}`: the editor's values as the dashboard holds them. The server keeps
 * them as they are; the dashboard reads them back through its own form schema.
 */
export const editorDraftSchema = z.object({
  values: z.record(z.string(), z.unknown(), { error: 'The draft must be an object of values' }),
});

export const editorDraftEntitySchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.unknown()),
  savedAt: z.string(),
});

export type EditorDraft = z.output<typeof editorDraftEntitySchema>;
