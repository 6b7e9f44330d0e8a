import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { ReleaseInProgress } from './gate-lock';

/** Which release of an app is live. */
export interface ActivePointer {
  readonly release: string;
  readonly activatedAt: string;
  readonly activatedBy: string;
}

/**
 * Where every server process of the site reads which release of each app is live: one value per
 * app, replaced in one atomic step (decision 0026).
 */
export interface PointerStore {
  read(app: string): Promise<ActivePointer | undefined>;
  write(app: string, pointer: ActivePointer): Promise<void>;
  /** A release removed from the store (retention): whatever the pointers' side kept of it goes. */
  forget?(app: string, id: string): Promise<void>;
  /**
   * Runs `task` as the one release of `app` under way for every server these pointers serve;
   * throws ReleaseInProgress while another holds it. Without it, the store's lock file does.
   */
  lock?<T>(app: string, task: () => Promise<T>): Promise<T>;
}

const RELEASE_ID = /^[0-9a-f]{12}$/;
const valid = (pointer: ActivePointer | undefined) =>
  pointer && RELEASE_ID.test(pointer.release) ? pointer : undefined;

/** `<root>/<app>/active.json`, written to a temporary file and renamed over the old one. */
export function filePointers(root: string): PointerStore {
  const fileOf = (app: string) => path.join(root, app, 'active.json');
  return {
    async read(app) {
      try {
        return valid(JSON.parse(await fs.promises.readFile(fileOf(app), 'utf8')) as ActivePointer);
      } catch {
        return undefined;
      }
    },
    async write(app, pointer) {
      fs.mkdirSync(path.dirname(fileOf(app)), { recursive: true });
      const temporary = `${fileOf(app)}.${randomBytes(6).toString('hex')}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(pointer));
      fs.renameSync(temporary, fileOf(app));
    },
  };
}

/**
 * A row per app in the site's database (`DATABASE_URL`), which every server process of the site
 * shares even on different machines. Its table comes with the site's migrations; an upsert
 * replaces a row in one statement.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database of the site's
export function databasePointers(db: Kysely<any>): PointerStore {
  return {
    /**
     * A PostgreSQL advisory lock, held on one connection for the whole release: servers on other
     * machines share no lock file, and a server that dies mid-release lets go with its connection.
     */
    lock(app, task) {
      const key = `clinic-release:${app}`;
      return db.connection().execute(async (connection) => {
        const { rows } = await sql<{
          taken: boolean;
        }>`select pg_try_advisory_lock(hashtext(${key})) as taken`.execute(connection);
        if (!rows[0]?.taken)
          throw new ReleaseInProgress(
            `a release of ${app} is being gated on a server of this site; try again when it is done`,
          );
        try {
          return await task();
        } finally {
          await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
        }
      });
    },
    async read(app) {
      const { rows } = await sql<{
        release: string;
        activated_at: string;
        activated_by: string;
      }>`select release, activated_at, activated_by from release_pointers where app = ${app}`.execute(
        db,
      );
      const row = rows[0];
      return valid(
        row && {
          release: row.release,
          activatedAt: row.activated_at,
          activatedBy: row.activated_by,
        },
      );
    },
    async write(app, pointer) {
      await sql`insert into release_pointers (app, release, activated_at, activated_by)
        values (${app}, ${pointer.release}, ${pointer.activatedAt}, ${pointer.activatedBy})
        on conflict (app) do update set release = excluded.release,
          activated_at = excluded.activated_at, activated_by = excluded.activated_by`.execute(db);
    },
  };
}
