import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { ReleaseInProgress } from './gate-lock';
import {
  databaseHistory,
  fileHistory,
  insertEvent,
  type ReleaseEvent,
  type ReleaseHistory,
} from './release-history';
import { RELEASE_ID } from '@clinic/contracts/releases/live-builds';

/** Which release of an app is live. */
export interface ActivePointer {
  readonly release: string;
  readonly activatedAt: string;
  readonly activatedBy: string;
  /** In the database: one more at every switch; what the next switch compares. */
  readonly version?: number;
  /** In the database: the server that first composed pages from this switch (decision 0072). */
  readonly servedBy?: string;
}

/**
 * A pointer switch refused because the pointer is no longer the one the release began from:
 * something else switched it meanwhile, and that change is kept rather than overwritten.
 */
export class PointerMoved extends Error {}

/**
 * Where every server process of the site reads which release of each app is live: one value per
 * app, replaced in one atomic step (decision 0026), and the history of those switches beside it.
 */
export interface PointerStore {
  read(app: string): Promise<ActivePointer | undefined>;
  /**
   * Switches the pointer from `expected` (undefined: none yet) to `pointer` and records `event`
   * in the history; throws PointerMoved, changing nothing, when it is no longer `expected`.
   */
  write(
    app: string,
    pointer: ActivePointer,
    expected: ActivePointer | undefined,
    event: ReleaseEvent,
  ): Promise<void>;
  /** Where the releases' history is kept: beside the pointers, read by every server they serve. */
  readonly history: ReleaseHistory;
  /** A release removed from the store (retention): whatever the pointers' side kept of it goes. */
  forget?(app: string, id: string): Promise<void>;
  /**
   * Runs `task` as the one release of `app` under way for every server these pointers serve;
   * throws ReleaseInProgress while another holds it. Without it, the store's lock file does.
   */
  lock?<T>(app: string, task: () => Promise<T>): Promise<T>;
  /** A release that passed the gate, made available to every server these pointers serve. */
  share?(app: string, id: string): Promise<void>;
  /** Copies a release another server made into this store, when it is kept and this one lacks it. */
  fetch?(app: string, id: string): Promise<void>;
  /**
   * This server composes pages from the release that switch `version` of `app` named: kept on
   * the pointer if no server said so before, so the command that switched it knows it is served.
   */
  served?(app: string, version: number, server: string): Promise<void>;
}

const valid = (pointer: ActivePointer | undefined) =>
  pointer && RELEASE_ID.test(pointer.release) ? pointer : undefined;

/** The same switch: the same release switched at the same time (and version, in the database). */
const sameSwitch = (a: ActivePointer | undefined, b: ActivePointer | undefined) =>
  a === undefined || b === undefined
    ? a === b
    : a.release === b.release && a.activatedAt === b.activatedAt && a.version === b.version;

const moved = (app: string, expected: ActivePointer | undefined) =>
  new PointerMoved(
    `the live release of ${app} changed while this one was gated (it was ${expected?.release ?? 'none'}): nothing was switched; release again to replace the new one`,
  );

/** The file each app's live pointer is in, `<root>/<app>/active.json`. */
export const POINTER_FILE = 'active.json';

/** Pointers in files, each written to a temporary file and renamed over the old one. */
export function filePointers(root: string): PointerStore {
  const fileOf = (app: string) => path.join(root, app, POINTER_FILE);
  const history = fileHistory(root);
  const read = async (app: string) => {
    try {
      return valid(JSON.parse(await fs.promises.readFile(fileOf(app), 'utf8')) as ActivePointer);
    } catch {
      return undefined;
    }
  };
  return {
    history,
    read,
    // Compared under the store's lock file, which every release on this store holds.
    async write(app, pointer, expected, event) {
      if (!sameSwitch(await read(app), expected)) throw moved(app, expected);
      fs.mkdirSync(path.dirname(fileOf(app)), { recursive: true });
      const temporary = `${fileOf(app)}.${randomBytes(6).toString('hex')}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(pointer));
      fs.renameSync(temporary, fileOf(app));
      await history.record(app, event);
    },
  };
}

/**
 * A row per app in the site's database (`DATABASE_URL`), which every server process of the site
 * shares even on different machines, and the history in `release_history` beside it. The tables
 * come with the site's migrations.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database of the site's
export function databasePointers(db: Kysely<any>): PointerStore {
  return {
    history: databaseHistory(db),
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
        version: number;
        served_by: string | null;
      }>`select release, activated_at, activated_by, version, served_by from release_pointers
        where app = ${app}`.execute(db);
      const row = rows[0];
      return valid(
        row && {
          release: row.release,
          activatedAt: row.activated_at,
          activatedBy: row.activated_by,
          version: Number(row.version),
          ...(row.served_by ? { servedBy: row.served_by } : {}),
        },
      );
    },
    /**
     * Compare and set, in one transaction with its history line: the row is replaced only while
     * it is the expected one, its version, release and time alike (a first pointer only while
     * there is none), so a switch made meanwhile, by a server without the lock (one of an older
     * version, which leaves the version as it was) or by hand, is never overwritten.
     */
    async write(app, pointer, expected, event) {
      await db.transaction().execute(async (trx) => {
        const { rows } =
          expected === undefined
            ? await sql<{ version: number }>`insert into release_pointers
                (app, release, activated_at, activated_by, version)
                values (${app}, ${pointer.release}, ${pointer.activatedAt}, ${pointer.activatedBy}, 1)
                on conflict (app) do nothing returning version`.execute(trx)
            : await sql<{ version: number }>`update release_pointers
                set release = ${pointer.release}, activated_at = ${pointer.activatedAt},
                  activated_by = ${pointer.activatedBy}, version = version + 1,
                  served_by = null, served_at = null
                where app = ${app} and version = ${expected.version ?? 0}
                  and release = ${expected.release} and activated_at = ${expected.activatedAt}
                returning version`.execute(trx);
        if (rows.length === 0) throw moved(app, expected);
        await insertEvent(trx, app, event);
      });
    },
    async served(app, version, server) {
      await sql`update release_pointers set served_by = ${server},
          served_at = ${new Date().toISOString()}
        where app = ${app} and version = ${version} and served_by is null`.execute(db);
    },
  };
}
