import { createHash, randomBytes } from 'node:crypto';
import { type QueryExecutorProvider, sql } from 'kysely';
import { DEPLOY_TOKEN_PREFIX } from '@clinic/contracts/releases/release-candidate';

/** A team's deploy token, as listed: never its secret, which is shown once when made. */
export interface DeployToken {
  readonly id: string;
  /** The one app it releases, rolls back and lists. */
  readonly app: string;
  /** Who it is for ("blog team CI"): named in every release it makes. */
  readonly name: string;
  readonly createdAt: string;
  readonly expiresAt: string | null;
  readonly revokedAt: string | null;
  readonly lastUsedAt: string | null;
}

const PREFIX = DEPLOY_TOKEN_PREFIX;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Row {
  id: string;
  app: string;
  name: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

const fromRow = (row: Row): DeployToken => ({
  id: row.id,
  app: row.app,
  name: row.name,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  lastUsedAt: row.last_used_at,
});

/**
 * The deploy tokens in the site's database (decision 0032): one per team and app, stored as the
 * SHA-256 of a 256-bit random secret, like staff sessions, so a copy of the database releases
 * nothing.
 */
export function deployTokens(db: QueryExecutorProvider) {
  return {
    /** Makes a token; the secret is returned here only. */
    async create(app: string, name: string, expiresAt?: Date, now = new Date()) {
      const id = randomBytes(4).toString('hex');
      const secret = `${PREFIX}${randomBytes(32).toString('base64url')}`;
      await sql`insert into deploy_tokens (id, app, name, token_hash, created_at, expires_at)
        values (${id}, ${app}, ${name}, ${sha256(secret)}, ${now.toISOString()},
          ${expiresAt?.toISOString() ?? null})`.execute(db);
      return { id, secret };
    },

    async list(): Promise<DeployToken[]> {
      const { rows } = await sql<Row>`select id, app, name, created_at, expires_at, revoked_at,
        last_used_at from deploy_tokens order by created_at`.execute(db);
      return rows.map(fromRow);
    },

    /** False when there is no such token, or it was revoked already. */
    async revoke(id: string, now = new Date()): Promise<boolean> {
      const { numAffectedRows } =
        await sql`update deploy_tokens set revoked_at = ${now.toISOString()}
        where id = ${id} and revoked_at is null`.execute(db);
      return Number(numAffectedRows ?? 0) > 0;
    },

    /** The token a secret belongs to, if it is known, not revoked and not expired. */
    async verify(secret: string, now = new Date()): Promise<DeployToken | undefined> {
      if (!secret.startsWith(PREFIX)) return undefined;
      const { rows } = await sql<Row>`select id, app, name, created_at, expires_at, revoked_at,
        last_used_at from deploy_tokens where token_hash = ${sha256(secret)}`.execute(db);
      const row = rows[0];
      if (!row || row.revoked_at || (row.expires_at && row.expires_at <= now.toISOString()))
        return undefined;
      await sql`update deploy_tokens set last_used_at = ${now.toISOString()}
        where id = ${row.id}`.execute(db);
      return fromRow(row);
    },
  };
}

export type DeployTokens = ReturnType<typeof deployTokens>;
