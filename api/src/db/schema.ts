import type { Generated, Kysely } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 text in both dialects: one migration serves SQLite and
 * PostgreSQL, text sorts chronologically, and the API answers ISO strings anyway.
 */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** `owner`, `editor` or `front-desk` (migration 0019; older accounts became owners). */
  role: Generated<string>;
  /** 1: reviews medical text before it is published; 0 otherwise. */
  medical_reviewer: Generated<number>;
  /** 0: deactivated by an owner, cannot sign in; 1 otherwise. */
  active: Generated<number>;
}

export interface StaffInvitesTable {
  /** SHA-256 of the invitation link's token: the token itself is never stored. */
  token_hash: string;
  email: string;
  role: string;
  /** The owner who invited (user id). */
  invited_by: string;
  created_at: string;
  expires_at: string;
  /** When the invitation was accepted; null while unused. */
  used_at: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  /** The staff member who acted; null for a failed sign-in (nobody proved who they are). */
  actor_id: string | null;
  /** The signed-in member's e-mail, or the e-mail a failed sign-in named. */
  actor_email: string;
  /** What was done, e.g. `sign-in`, `PATCH /form/:id` (see api/src/audit/audit-actions.ts). */
  action: string;
  /** The id acted on (a blog, an enquiry, an account), never its content. */
  target: string | null;
  /** The HTTP status the action was answered with: 2xx done, 4xx refused. */
  status: number;
  ip: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token: a copied database does not hand out live sessions. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** The last request made with it (at most a minute out), for the inactivity timeout. */
  last_seen_at: string;
  /** The browser's User-Agent at sign-in, for the Account page; null before migration 0013. */
  user_agent: string | null;
  /**
   * SHA-256 of the secret in the session's HttpOnly cookie (decision 0074): the token works only
   * beside it. Null for sessions from before migration 0022, which no longer work.
   */
  cookie_hash: string | null;
}

/** A sign-in attempt not (yet) known to have succeeded: written before the password is checked. */
export interface LoginFailuresTable {
  id: string;
  /** SHA-256 of the lower-cased e-mail: counts per account without keeping guesses readable. */
  email_hash: string;
  ip: string;
  created_at: string;
}

export interface SignInAddressesTable {
  email_hash: string;
  ip: string;
  /** The latest successful sign-in of that e-mail from that address. */
  signed_in_at: string;
}

export interface SocialLinksTable {
  id: string;
  category: string;
  url: string;
  created_at: string;
}

export interface EnquiriesTable {
  id: string;
  name: string;
  phone: string;
  message: string;
  created_at: string;
  /** `new`, `contacted` or `closed` (the inbox); a stored enquiry starts as `new`. */
  status: Generated<string>;
  /** The staff member's short note; empty until one is written. */
  note: Generated<string>;
}

export interface EnquiriesSeenTable {
  user_id: string;
  /** When this staff account last opened the enquiry list. */
  seen_at: string;
}

export interface BlogsTable {
  id: string;
  title: string;
  sub_title: string;
  status: string;
  /** JSON list of sections. */
  content_json: string;
  /** JSON of the stored image (url, width, height, srcset, alt) or null. */
  image_json: string | null;
  /** For search results and link previews; empty when the subtitle stands in. */
  description: string;
  created_at: string;
  updated_at: string;
  /** When the blog was first published; null while it never has been. */
  published_at: string | null;
  /** When it was deleted (kept 30 days to be restored); null for a live blog. */
  deleted_at: Generated<string | null>;
  /** A draft scheduled to go public at this instant; null when not scheduled. */
  publish_at: Generated<string | null>;
}

export interface BlogRevisionsTable {
  id: string;
  blog_id: string;
  /** 1, 2, 3… per blog: the order of its saves. */
  seq: number;
  saved_at: string;
  /** The staff member who saved it (name, else e-mail). */
  saved_by: string;
  /** The blog's text as saved (title, subtitle, status, content, description; JSON). */
  snapshot_json: string;
}

export interface BlogPreviewsTable {
  /** SHA-256 of the link's token: the token itself is never stored. */
  token_hash: string;
  blog_id: string;
  expires_at: string;
  /** When the link was made, for the dashboard's list; null before migration 0023. */
  created_at: string | null;
}

/** A published blog's changes not yet public (issue 43); at most one set per blog. */
export interface BlogPendingChangesTable {
  blog_id: string;
  title: string;
  sub_title: string;
  /** JSON list of sections. */
  content_json: string;
  /** JSON of the image the changes show, or null. */
  image_json: string | null;
  description: string;
  saved_at: string;
  /** The staff member who saved them (name, else e-mail). */
  saved_by: string;
}

export interface EditorDraftsTable {
  user_id: string;
  /** The blog's id, or `new` for one not yet created. */
  draft_key: string;
  /** The editor's values as the dashboard sent them (JSON). */
  values_json: string;
  saved_at: string;
}

export interface EnquiryOutboxTable {
  enquiry_id: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
}

/** A medical reviewer's sign-off of one page's text (migration 0029, decision 0081). */
export interface MedicalReviewsTable {
  id: string;
  /** The page's path, `/COPD`: what the due list names. */
  path: string;
  /** sha-256 (hex) of the text reviewed: the page's manifest `textHash`. */
  text_hash: string;
  /** The staff account that reviewed; null for a review carried over from decision 0042's list. */
  reviewer_id: string | null;
  /** The reviewer's name as the page shows it, kept as it was that day. */
  reviewer_name: string;
  reviewer_registration: string | null;
  /** Clinic days (YYYY-MM-DD). */
  reviewed_on: string;
  next_review_due: string;
  /** The release the text came with, when the review was given on its approval. */
  release_app: string | null;
  release_id: string | null;
  recorded_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  sign_in_addresses: SignInAddressesTable;
  social_links: SocialLinksTable;
  enquiries: EnquiriesTable;
  enquiries_seen: EnquiriesSeenTable;
  blogs: BlogsTable;
  editor_drafts: EditorDraftsTable;
  blog_revisions: BlogRevisionsTable;
  blog_previews: BlogPreviewsTable;
  blog_pending_changes: BlogPendingChangesTable;
  enquiry_outbox: EnquiryOutboxTable;
  staff_invites: StaffInvitesTable;
  audit_log: AuditLogTable;
  medical_reviews: MedicalReviewsTable;
}

export type Db = Kysely<Database>;
