import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { StoredFiles } from '@clinic/api';
import { PRIVATE_FILE_MODE } from '@clinic/server-kit/private-files';
import { appFolders } from '@clinic/contracts/federation/page-host-contract';
import { RELEASE_ID } from '@clinic/contracts/releases/live-builds';
import type { PointerStore } from './pointer-store';
import { fileHistory, importHistoryFile } from './release-history';
import { filesUnder, writeAtomically } from './release-store';

export interface ReleaseMirror extends PointerStore {
  /**
   * Copies every release the database holds and this server lacks into its store, and adds this
   * machine's history from before it was kept in the database (decision 0072).
   */
  syncAll(): Promise<void>;
}

/**
 * The release store of servers sharing PostgreSQL (docs/deploying.md): a release's files and
 * record are copied into the database (content-addressed, `stored_files`) before a pointer
 * naming it is written, and a server whose store lacks a release a pointer names copies it in
 * before following it, so a fresh server with an empty DATA_DIR serves every live release. Each
 * file keeps its modification time, so every server sends the same ETag. The local store stays
 * what the page host reads: the database is where the servers meet.
 */
export function releaseMirror(
  pointers: PointerStore,
  root: string,
  db: QueryExecutorProvider,
  files: StoredFiles,
): ReleaseMirror {
  const releaseDir = (app: string, id: string) => path.join(root, app, id);
  const recordFile = (app: string, id: string) => path.join(root, app, `${id}.json`);
  const copying = new Map<string, Promise<void>>();

  async function publish(app: string, id: string): Promise<void> {
    const dir = releaseDir(app, id);
    const record = fs.readFileSync(recordFile(app, id), 'utf8');
    // The record is written last: with it in place, every file is too. A publish that failed
    // half-way left no record, and is done again whole (each insert is idempotent).
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from release_records where app = ${app} and release = ${id}`.execute(
      db,
    );
    if (Number(rows[0]?.n ?? 0) === 0)
      for (const file of filesUnder(dir).map((name) => name.split(path.sep).join('/'))) {
        const full = path.join(dir, file);
        const hash = await files.put(fs.readFileSync(full));
        await sql`insert into release_files (app, release, path, hash, modified_at)
          values (${app}, ${id}, ${file}, ${hash}, ${fs.statSync(full).mtime.toISOString()})
          on conflict do nothing`.execute(db);
      }
    // The record last, and again each time: it holds the gate's result.
    await sql`insert into release_records (app, release, record) values (${app}, ${id}, ${record})
      on conflict (app, release) do update set record = excluded.record`.execute(db);
  }

  /** Writes the release's files into a temporary folder and renames it into place, then its record. */
  async function copyIn(app: string, id: string): Promise<void> {
    if (fs.existsSync(recordFile(app, id)) && fs.existsSync(releaseDir(app, id))) return;
    const { rows: records } = await sql<{
      record: string;
    }>`select record from release_records where app = ${app} and release = ${id}`.execute(db);
    const record = records[0]?.record;
    if (record === undefined) return;
    const { rows } = await sql<{ path: string; hash: string; modified_at: string }>`
      select path, hash, modified_at from release_files where app = ${app} and release = ${id}`.execute(
      db,
    );
    const incoming = path.join(root, app, `.incoming-${randomBytes(6).toString('hex')}`);
    try {
      for (const row of rows) {
        const target = path.join(incoming, ...row.path.split('/'));
        if (!target.startsWith(incoming + path.sep))
          throw new Error(`${row.path} leaves the release`);
        const data = await files.get(row.hash);
        if (!data) throw new Error(`${app} ${id}: ${row.path} is missing from the database`);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, data, { mode: PRIVATE_FILE_MODE });
        const modified = new Date(row.modified_at);
        fs.utimesSync(target, modified, modified);
      }
      fs.mkdirSync(incoming, { recursive: true });
      fs.rmSync(releaseDir(app, id), { recursive: true, force: true });
      fs.renameSync(incoming, releaseDir(app, id));
    } finally {
      fs.rmSync(incoming, { recursive: true, force: true });
    }
    // Only now: a release with a record is one the page host may serve (its gate passed).
    writeAtomically(recordFile(app, id), record);
  }

  /** One copy at a time per release, however many readers ask for it meanwhile. */
  const ensure = (app: string, id: string): Promise<void> => {
    const key = `${app}/${id}`;
    let pending = copying.get(key);
    if (!pending) {
      pending = copyIn(app, id).finally(() => copying.delete(key));
      copying.set(key, pending);
    }
    return pending;
  };

  // This machine's journal of what it did, as on one machine (history.jsonl): the site's history
  // is the database's, which every read uses; the journal lets an operator read what this machine
  // did without the database, and is added to the database at start if it holds what it lacks.
  const journal = fileHistory(root);

  return {
    history: {
      read: (app) => pointers.history.read(app),
      async record(app, event) {
        await pointers.history.record(app, event);
        await journal.record(app, event);
      },
    },
    lock: pointers.lock?.bind(pointers),
    served: pointers.served?.bind(pointers),
    async read(app) {
      const pointer = await pointers.read(app);
      if (pointer && RELEASE_ID.test(pointer.release)) await ensure(app, pointer.release);
      return pointer;
    },
    async write(app, pointer, expected, event) {
      await publish(app, pointer.release);
      await pointers.write(app, pointer, expected, event);
      await journal.record(app, event);
    },
    share: publish,
    fetch: ensure,
    async forget(app, id) {
      const { rows } = await sql<{ hash: string }>`
        delete from release_files where app = ${app} and release = ${id} returning hash`.execute(
        db,
      );
      await sql`delete from release_records where app = ${app} and release = ${id}`.execute(db);
      await files.forgetUnused(rows.map((row) => row.hash));
    },
    async syncAll() {
      const { rows } = await sql<{
        app: string;
        release: string;
      }>`select app, release from release_records`.execute(db);
      for (const row of rows)
        if (/^[a-z][a-z-]*$/.test(row.app) && RELEASE_ID.test(row.release))
          await ensure(row.app, row.release);
      for (const app of appFolders) await importHistoryFile(db, root, app);
    },
  };
}
