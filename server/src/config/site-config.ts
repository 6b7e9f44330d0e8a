import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_DATA_DIR,
  ENQUIRY_EMAIL_RETRY_DELAYS_MS,
  isLiveOrigin,
  LOG_LEVELS,
} from '@clinic/api';
import { clinic } from '@clinic/contracts/config/clinic';
import { appFolders } from '@clinic/contracts/federation/page-host-contract';

/** The repository's root, whose `<app>/dist` folders are served unless WEB_ROOT says otherwise. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number between ${min} and ${max}` })
    .int(`must be a whole number between ${min} and ${max}`)
    .min(min, `must be a whole number between ${min} and ${max}`)
    .max(max, `must be a whole number between ${min} and ${max}`);

/** A comma-separated setting as its items, blanks dropped (unset: none). */
const commaSeparated = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const commaList = commaSeparated.pipe(
  z.array(
    z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' }),
  ),
);

const isAddressOrCidr = (item: string) => {
  const [address = '', bits, ...rest] = item.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

const LOCAL_MAIL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Names of this machine for a database: traffic to them never crosses a network. */
const LOCAL_DATABASE_HOSTS = new Set(['', 'localhost', '127.0.0.1', '[::1]', '::1']);

/** The `sslmode`s under which pg refuses to talk without TLS (`prefer`, `allow` fall back to plain). */
const TLS_SSL_MODES = new Set(['require', 'verify-ca', 'verify-full']);

/**
 * Whether a postgres:// URL keeps its traffic on this machine (a local name, or a Unix socket
 * folder in `?host=`) or insists on TLS (`sslmode=require` and stricter, or `ssl=true`).
 */
function databaseTrafficProtected(databaseUrl: string): boolean {
  const url = new URL(databaseUrl);
  // pg takes `?host=` over the URL's host; a folder there is a Unix socket on this machine.
  const host = url.searchParams.get('host') ?? url.hostname;
  if (host.startsWith('/') || LOCAL_DATABASE_HOSTS.has(host)) return true;
  const ssl = url.searchParams.get('ssl');
  return TLS_SSL_MODES.has(url.searchParams.get('sslmode') ?? '') || ssl === 'true' || ssl === '1';
}

/** Nodemailer reads `tls.rejectUnauthorized=false` from the URL: TLS that believes any certificate. */
const skipsCertificateCheck = (smtpUrl: string) =>
  ['false', '0'].includes(new URL(smtpUrl).searchParams.get('tls.rejectUnauthorized') ?? '');

/**
 * A proxy range this wide holds most of the internet (0.0.0.0/0, ::/0 and their near kin): every
 * client's X-Forwarded-For would be believed, as with TRUST_PROXY=true.
 */
const isCatchAllRange = (item: string) => {
  const [address = '', bits] = item.split('/');
  if (bits === undefined) return false;
  return Number(bits) < (net.isIPv4(address) ? 8 : 16);
};

/**
 * Whether nodemailer will refuse to send without TLS: smtps://, `requireTLS`, or a server on this
 * machine (where the mail never crosses a network before the local relay takes it on).
 */
function sendsOverTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  if (url.protocol === 'smtps:' || url.searchParams.get('secure') === 'true') return true;
  if (url.searchParams.get('requireTLS') === 'true') return true;
  return LOCAL_MAIL_HOSTS.has(url.hostname);
}

/**
 * Why STAFF_URL cannot be used with this PUBLIC_URL, or undefined. The staff pages redirect to
 * the public site and back, so both addresses are needed; the same origin would separate nothing;
 * and a live site's staff address must be as private on the wire as its public one.
 */
function staffUrlProblem(staffUrl: string, publicUrl: string | undefined): string | undefined {
  // A malformed address has the field's own message; the refinements still run beside it.
  if (!URL.canParse(staffUrl) || (publicUrl !== undefined && !URL.canParse(publicUrl)))
    return undefined;
  if (publicUrl === undefined)
    return 'needs PUBLIC_URL too: pages that are not staff pages are sent to the public site';
  const staff = new URL(staffUrl);
  const site = new URL(publicUrl);
  if (staff.origin === site.origin)
    return "must be another address than PUBLIC_URL (like https://staff.example-clinic.in): the staff pages' own origin";
  if (site.protocol === 'https:' && staff.protocol !== 'https:')
    return 'must be an https:// address on a live site (PUBLIC_URL is https): staff passwords and sessions cross it';
  return undefined;
}

/**
 * Settings for several server processes behind a load balancer, sharing one PostgreSQL
 * (docs/deploying.md). Kept apart from the rest: each has a one-machine default that changes
 * nothing there.
 */
const REPLICA_SETTINGS = {
  /**
   * Seconds a stopping server keeps serving while its readiness answers 503, so the balancer's
   * health check takes it out of rotation before it stops accepting. 0 (one machine): none.
   */
  DRAIN_SECONDS: integer(0, 600).default(0),
  /** Seconds in-flight requests get to finish after the server stopped accepting. */
  SHUTDOWN_GRACE_SECONDS: integer(1, 600).default(10),
};

/** Every setting the site reads, validated once at start. */
const envSchema = z
  .object({
    ...REPLICA_SETTINGS,
    PORT: integer(0, 65535).default(8080),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    DATA_DIR: z.string().min(1, 'must not be empty').optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset to use SQLite)')
      .optional(),
    STAFF_EMAIL: z.email('must be an e-mail address').optional(),
    STAFF_PASSWORD: z.string().trim().min(12, 'must be at least 12 characters').optional(),
    STAFF_NAME: z.string().trim().min(1).max(100).default('Clinic Staff'),
    WEB_ROOT: z.string().min(1).optional(),
    RELEASES_DIR: z.string().min(1).optional(),
    /** Hours a replaced release stays served (decision 0027); unset: the page host's 24. */
    RELEASE_KEEP_HOURS: integer(0, 8760).optional(),
    /** Releases over HTTP (decision 0032): the largest upload, and the gate's limits. */
    RELEASE_UPLOAD_MB: integer(1, 4096).default(200),
    /** Releases one deploy token may send over HTTP an hour; 429 with Retry-After beyond. */
    RELEASES_PER_HOUR: integer(1, 10_000).default(20),
    RELEASE_GATE_SECONDS: integer(1, 3600).default(180),
    /** Apps whose releases wait for an owner's approval (issue 44); unset: by live or local. */
    RELEASE_APPROVAL: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === 'all' ||
          value === 'none' ||
          value.split(',').every((app) => appFolders.includes(app.trim())),
        { error: `must be all, none, or a comma list of ${appFolders.join(', ')}` },
      )
      .optional(),
    /** Hours a release candidate waits for approval or promotion before it is removed. */
    RELEASE_CANDIDATE_HOURS: integer(1, 8760).default(168),
    RELEASE_GATE_MEMORY_MB: integer(64, 65536).default(1024),
    // The privacy page states the clinic's retention: the server keeps to the same number.
    ENQUIRY_RETENTION_DAYS: integer(1, 36500).default(clinic.enquiryRetentionDays),
    // The staff audit log (issue 43): two years, long enough to answer a complaint about access.
    AUDIT_RETENTION_DAYS: integer(30, 36500).default(730),
    /** Months from a medical review to the next one due (issue 44, decision 0081). */
    MEDICAL_REVIEW_MONTHS: integer(1, 60).default(12),
    ENQUIRY_RATE_LIMIT: integer(1, 1_000_000_000).default(10),
    LOGIN_MAX_FAILURES: integer(1, 1_000_000_000).default(5),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
      .default('info'),
    REMOTE_ORIGINS: commaList,
    /**
     * React's build on the server: production unless `development` is asked for (`pnpm serve`
     * sets production when unset, server/src/production-by-default.ts). Not "live": see siteIsLive.
     */
    NODE_ENV: z.string().optional(),
    /** The site's public address, for canonical URLs and the sitemap; https makes the site live. */
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /**
     * The staff pages' own address (decision 0076): sign-in and the dashboard are served there
     * only, where no public app's code runs, and the staff session's cookie is bound to it.
     */
    STAFF_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /** Where enquiry e-mails are sent through; the URL holds the SMTP login, so it is never logged. */
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// URL, like smtp://user:password@mail.example.com:587',
      })
      .optional(),
    /** Who receives an e-mail for each new enquiry. */
    NOTIFY_EMAIL: z.email('must be an e-mail address').optional(),
    /** The sender of those e-mails, when the mail server wants another than NOTIFY_EMAIL. */
    NOTIFY_FROM: z.email('must be an e-mail address').optional(),
    /** `1` sends enquiry e-mails over plain SMTP to a mail server that is not on this machine. */
    SMTP_ALLOW_PLAINTEXT: z.enum(['1', 'true'], { error: 'must be 1 or unset' }).optional(),
    /** `1` accepts `tls.rejectUnauthorized=false` in SMTP_URL (a mail server's own certificate). */
    SMTP_ALLOW_UNVERIFIED_TLS: z.enum(['1', 'true'], { error: 'must be 1 or unset' }).optional(),
    /** `1` connects to a PostgreSQL server on another machine without TLS. */
    DATABASE_ALLOW_PLAINTEXT: z.enum(['1', 'true'], { error: 'must be 1 or unset' }).optional(),
    /** Minutes without a request after which a staff session ends (Remember Me or not). */
    SESSION_IDLE_MINUTES: integer(1, 1440).default(30),
    /**
     * The reverse proxies in front, by address or CIDR: only their X-Forwarded-* headers are
     * believed, so limits see the visitor's IP and HSTS follows the visitor's protocol.
     */
    TRUST_PROXY: commaSeparated
      .transform((items) => items.filter((item) => item !== 'false'))
      .refine((items) => !items.includes('true'), {
        message:
          "true would believe any client's X-Forwarded-For; set the proxy's address or CIDR instead, like 127.0.0.1 or 10.0.0.0/8 (comma-separated)",
      })
      .refine((items) => items.every((item) => isAddressOrCidr(item)), {
        message:
          'must be comma-separated IP addresses or CIDRs of the proxies, like 127.0.0.1,10.0.0.0/8',
      })
      .refine((items) => !items.some(isCatchAllRange), {
        message:
          "names a range that holds most of the internet (like 0.0.0.0/0 or ::/0), which would believe any client's X-Forwarded-For; set the proxies' own addresses or CIDRs, like 127.0.0.1 or 10.0.0.0/8",
      }),
  })
  .superRefine((env, ctx) => {
    if ((env.STAFF_EMAIL === undefined) !== (env.STAFF_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STAFF_EMAIL === undefined ? 'STAFF_EMAIL' : 'STAFF_PASSWORD'],
        message: 'must be set together with STAFF_EMAIL and STAFF_PASSWORD (both or neither)',
      });
    }
    if ((env.SMTP_URL === undefined) !== (env.NOTIFY_EMAIL === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SMTP_URL === undefined ? 'SMTP_URL' : 'NOTIFY_EMAIL'],
        message:
          'must be set together with SMTP_URL and NOTIFY_EMAIL to e-mail each enquiry (both or neither)',
      });
    }
    if (env.NODE_ENV === 'development' && isLiveOrigin(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['NODE_ENV'],
        message:
          "must not be development on a live site (PUBLIC_URL is https): React's development build is slower and writes stack traces into pages; unset it",
      });
    }
    if (env.STAFF_URL !== undefined) {
      const problem = staffUrlProblem(env.STAFF_URL, env.PUBLIC_URL);
      if (problem) ctx.addIssue({ code: 'custom', path: ['STAFF_URL'], message: problem });
    }
    if (
      env.DATABASE_URL &&
      !env.DATABASE_ALLOW_PLAINTEXT &&
      !databaseTrafficProtected(env.DATABASE_URL)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'must use TLS for a database on another machine (enquiries hold health questions): add ?sslmode=verify-full (or require), or set DATABASE_ALLOW_PLAINTEXT=1',
      });
    }
    if (env.SMTP_URL && !env.SMTP_ALLOW_UNVERIFIED_TLS && skipsCertificateCheck(env.SMTP_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          "turns the mail server's certificate check off (tls.rejectUnauthorized=false), so anyone on the way could read enquiries: remove it, or set SMTP_ALLOW_UNVERIFIED_TLS=1",
      });
    }
    if (env.SMTP_URL && !env.SMTP_ALLOW_PLAINTEXT && !sendsOverTls(env.SMTP_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'must use TLS for a mail server on another machine (enquiries hold health questions): use smtps://, or smtp:// with a server that offers STARTTLS (add ?requireTLS=true), or set SMTP_ALLOW_PLAINTEXT=1',
      });
    }
    if (env.NOTIFY_FROM !== undefined && env.SMTP_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['NOTIFY_FROM'],
        message: 'is used only with SMTP_URL and NOTIFY_EMAIL; set them too, or unset it',
      });
    }
  });

/**
 * The site's configuration from the checked environment, relative paths resolved against `cwd`:
 * each package's part (the API's `ApiConfig`, the page host's releases, where to listen), typed
 * from this schema rather than written out twice.
 */
const siteConfigSchema = (cwd: string) =>
  envSchema.transform((e) => {
    // The API's data (database, uploads, backups) sits beside its package, wherever the process
    // that mounts it was started from.
    const dataDir = e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : DEFAULT_DATA_DIR;
    return {
      port: e.PORT,
      host: e.HOST,
      dataDir,
      databaseUrl: e.DATABASE_URL,
      staff:
        e.STAFF_EMAIL && e.STAFF_PASSWORD
          ? { email: e.STAFF_EMAIL, password: e.STAFF_PASSWORD, name: e.STAFF_NAME }
          : undefined,
      /** Absolute; the folder whose `<app>/dist` folders are served. */
      webRoot: path.resolve(cwd, e.WEB_ROOT ?? REPO_ROOT),
      /** The release store of the page host (decision 0026); by default `<dataDir>/releases`. */
      releasesDir: e.RELEASES_DIR
        ? path.resolve(cwd, e.RELEASES_DIR)
        : path.join(dataDir, 'releases'),
      /** Hours a replaced release stays served; undefined: the page host's 24 (decision 0027). */
      releaseKeepHours: e.RELEASE_KEEP_HOURS,
      /** The largest release taken over HTTP, in MB. */
      releaseUploadMb: e.RELEASE_UPLOAD_MB,
      /** Releases one deploy token may send an hour. */
      releasesPerHour: e.RELEASES_PER_HOUR,
      /** How long the release gate may run, and the heap its child process may use. */
      releaseGate: { seconds: e.RELEASE_GATE_SECONDS, memoryMb: e.RELEASE_GATE_MEMORY_MB },
      /** RELEASE_APPROVAL as set; unset, the page host decides by whether the site is live. */
      releaseApproval: e.RELEASE_APPROVAL,
      releaseCandidateHours: e.RELEASE_CANDIDATE_HOURS,
      enquiryRetentionDays: e.ENQUIRY_RETENTION_DAYS,
      auditRetentionDays: e.AUDIT_RETENTION_DAYS,
      medicalReviewMonths: e.MEDICAL_REVIEW_MONTHS,
      enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      logLevel: e.LOG_LEVEL,
      sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
      remoteOrigins: e.REMOTE_ORIGINS.map((origin) => new URL(origin).origin),
      publicOrigin: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
      staffOrigin: e.STAFF_URL === undefined ? undefined : new URL(e.STAFF_URL).origin,
      trustProxy: e.TRUST_PROXY,
      enquiryEmail:
        e.SMTP_URL && e.NOTIFY_EMAIL
          ? {
              smtpUrl: e.SMTP_URL,
              to: e.NOTIFY_EMAIL,
              from: e.NOTIFY_FROM ?? e.NOTIFY_EMAIL,
              retryDelaysMs: ENQUIRY_EMAIL_RETRY_DELAYS_MS,
            }
          : undefined,
      /** Stopping: how long to report not-ready first, then how long in-flight requests get. */
      shutdown: { drainMs: e.DRAIN_SECONDS * 1000, graceMs: e.SHUTDOWN_GRACE_SECONDS * 1000 },
    };
  });

export type SiteConfig = z.output<ReturnType<typeof siteConfigSchema>>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): SiteConfig {
  // An empty variable means "unset": shells and compose files often export NAME= for defaults.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = siteConfigSchema(cwd).safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${name}: ${issue.message}`);
  }
  return result.data;
}

export { siteIsLive } from '@clinic/api';
