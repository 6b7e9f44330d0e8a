import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';

/** One line of an app's release history. */
export interface ReleaseEvent {
  readonly at: string;
  /** `baseline`: the build folder live before the app's first release, kept as a release. */
  readonly event: 'activated' | 'refused' | 'removed' | 'baseline';
  readonly release: string;
  readonly by: string;
  /** Why the gate refused it, one line each. */
  readonly reasons?: readonly string[];
}

/**
 * What happened to an app's releases, oldest first: what `pnpm releases` shows, what `rollback`
 * goes back along and what retention keeps by. Kept where the pointers are, so every server that
 * follows the same pointers reads the same history.
 */
export interface ReleaseHistory {
  record(app: string, event: ReleaseEvent): Promise<void>;
  read(app: string): Promise<ReleaseEvent[]>;
}

/** `<root>/<app>/history.jsonl`, read synchronously: one machine's history, JSON lines. */
export function readHistoryFile(root: string, app: string): ReleaseEvent[] {
  const file = path.join(root, app, 'history.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReleaseEvent);
}

/** The store's own files: right for one machine (SQLite), where the pointers are files too. */
export function fileHistory(root: string): ReleaseHistory {
  return {
    async record(app, event) {
      fs.mkdirSync(path.join(root, app), { recursive: true });
      fs.appendFileSync(path.join(root, app, 'history.jsonl'), `${JSON.stringify(event)}\n`);
    },
    async read(app) {
      return readHistoryFile(root, app);
    },
  };
}

/**
 * Adds an event to `release_history` (migration 0022), on `db` or inside a transaction; `once`:
 * unless the same event (app, time, kind, release) is there already.
 */
export async function insertEvent(
  db: QueryExecutorProvider,
  app: string,
  event: ReleaseEvent,
  { once = false } = {},
) {
  const reasons = event.reasons ? JSON.stringify(event.reasons) : null;
  await sql`insert into release_history (app, at, event, release, by, reasons)
    select ${app}, ${event.at}, ${event.event}, ${event.release}, ${event.by}, ${reasons}
    where ${!once} or not exists (select 1 from release_history where app = ${app}
      and at = ${event.at} and event = ${event.event} and release = ${event.release})`.execute(db);
}

/**
 * A machine's `history.jsonl` from before the history was in the database, added to it: each
 * server adds its own at start (in DB mode nothing is appended to it any more), an event only
 * once, so the site's history holds what every machine recorded.
 */
export async function importHistoryFile(db: QueryExecutorProvider, root: string, app: string) {
  for (const event of readHistoryFile(root, app)) await insertEvent(db, app, event, { once: true });
}

/**
 * `release_history` in the site's database, which every server sharing it reads: one history
 * whichever server (or the command on whichever machine) made a release (decision 0072).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database of the site's
export function databaseHistory(db: Kysely<any>): ReleaseHistory {
  return {
    record: (app, event) => insertEvent(db, app, event),
    async read(app) {
      const { rows } = await sql<{
        at: string;
        event: ReleaseEvent['event'];
        release: string;
        by: string;
        reasons: string | null;
      }>`select at, event, release, by, reasons from release_history where app = ${app}
        order by at, id`.execute(db);
      return rows.map((row) => ({
        at: row.at,
        event: row.event,
        release: row.release,
        by: row.by,
        ...(row.reasons === null ? {} : { reasons: JSON.parse(row.reasons) as string[] }),
      }));
    },
  };
}
