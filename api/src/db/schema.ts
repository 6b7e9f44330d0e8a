import type { Kysely } from 'kysely';

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
}

export interface SessionsTable {
  /** SHA-256 of the bearer token: a copied database does not hand out live sessions. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** The last request made with it (at most a minute out), for the inactivity timeout. */
  last_seen_at: string;
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
  /** JSON of the stored image (url, width, height, srcset) or null. */
  image_json: string | null;
  created_at: string;
  updated_at: string;
}

export interface EnquiryOutboxTable {
  enquiry_id: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
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
  enquiry_outbox: EnquiryOutboxTable;
}

export type Db = Kysely<Database>;
