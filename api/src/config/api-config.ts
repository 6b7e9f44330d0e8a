import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the API needs of the site's configuration. The site (`server`, the composition root) reads
 * the environment, checks it once and hands each package its part; its schema's output must fit
 * this shape, which the type checker holds it to.
 */

/** The api package's own folder, so defaults do not depend on where the process was started. */
const API_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the API keeps its database, uploads and backups when DATA_DIR is unset: beside itself. */
export const DEFAULT_DATA_DIR = path.join(API_PACKAGE_DIR, 'data');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Waits before each retry of an enquiry e-mail; the last repeats (hourly) until it is sent or the
 * enquiry's retention ends (decision 0048).
 */
export const ENQUIRY_EMAIL_RETRY_DELAYS_MS: readonly number[] = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000,
];

export interface EnquiryEmailConfig {
  /** `smtp(s)://user:password@host:port`: a secret, never logged. */
  smtpUrl: string;
  to: string;
  from: string;
  /** The wait before each retry; the last one repeats. */
  retryDelaysMs: readonly number[];
}

export interface ApiConfig {
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  staff: { email: string; password: string; name: string } | undefined;
  enquiryRetentionDays: number;
  /** Days the audit log keeps an entry (AUDIT_RETENTION_DAYS); older ones are purged hourly. */
  auditRetentionDays: number;
  /** Months from a medical review to the next one due (MEDICAL_REVIEW_MONTHS, default 12). */
  medicalReviewMonths: number;
  /** Enquiries accepted per IP per hour. */
  enquiryRateLimit: number;
  /** Failed sign-ins per e-mail or IP within 15 minutes before 429. */
  loginMaxFailures: number;
  logLevel: LogLevel;
  /** Minutes without a request after which a staff session ends (SESSION_IDLE_MINUTES). */
  sessionIdleMinutes: number;
  remoteOrigins: string[];
  /**
   * Origin of the public site (PUBLIC_URL): every page, the sitemap and robots.txt name it,
   * whatever Host a request carries; an https one makes the site live (siteIsLive). Undefined
   * serves this machine only: requests for localhost, 127.0.0.1 or [::1] are answered under that
   * name, others with 400.
   */
  publicOrigin: string | undefined;
  /**
   * Origin of the staff pages (STAFF_URL, decision 0076), set only with `publicOrigin`: requests
   * whose Host names it are served under it, and staff routes answer only there. Undefined: staff
   * pages and routes share the public origin.
   */
  staffOrigin: string | undefined;
  /** Addresses or CIDRs of the reverse proxies whose X-Forwarded-* headers are believed. */
  trustProxy: string[];
  /** Set when SMTP_URL and NOTIFY_EMAIL are: each new enquiry is e-mailed. */
  enquiryEmail: EnquiryEmailConfig | undefined;
}

/** An https origin: the address patients are given (see siteIsLive). */
export const isLiveOrigin = (origin: string | undefined): boolean =>
  origin !== undefined && new URL(origin).protocol === 'https:';

/**
 * Whether the site is live for patients: its PUBLIC_URL is an https address. A live site gets
 * HSTS on every answer and the go-live checks at start; a local run (no PUBLIC_URL, or an http
 * one) gets neither, so `bash scripts/start.sh` stays one command on a fresh machine.
 */
export function siteIsLive(config: Pick<ApiConfig, 'publicOrigin'>): boolean {
  return isLiveOrigin(config.publicOrigin);
}
