import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { makeFilesPrivate, makePrivateDir } from '@clinic/server-kit/private-files';
import type { Database, Db } from './schema';
import { migrations } from './migrations/all-migrations';
import { type BulkInsert, sqliteBulkInsert } from './sqlite-writer/sqlite-writer';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** The SQLite file, for the online backup; undefined on PostgreSQL. */
  sqliteFile: string | undefined;
  /** Multi-row insert that does not block the event loop (group commit, see batched-writer). */
  bulkInsert: BulkInsert;
  /** Closes the connections (and the SQLite writer thread). */
  close: () => Promise<void>;
}

/**
 * WAL lets readers run beside the writer; synchronous=FULL fsyncs each commit, so a write we
 * answered 2xx survives kill -9 and power loss alike (product §10.11). secure_delete overwrites a
 * deleted row's bytes, so a purged or deleted enquiry cannot be read back from the file.
 */
const SQLITE_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = FULL',
  'foreign_keys = ON',
  'busy_timeout = 5000',
  'secure_delete = ON',
] as const;

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
}

export const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'clinic.sqlite');

/** Opens SQLite (DATA_DIR/clinic.sqlite) or PostgreSQL (DATABASE_URL). Does not migrate. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // pg is asynchronous already: a plain multi-row insert does not block the event loop.
    const bulkInsert = (async (table: string, rows: Record<string, unknown>[]) => {
      if (rows.length > 0)
        await db
          .insertInto(table as keyof Database)
          .values(rows as never)
          .execute();
    }) as BulkInsert;
    bulkInsert.close = async () => {};
    return {
      db,
      dialect: 'postgres',
      sqliteFile: undefined,
      bulkInsert,
      close: () => db.destroy(),
    };
  }
  makePrivateDir(options.dataDir);
  const file = sqliteFileIn(options.dataDir);
  const sqlite = new SqliteDatabase(file);
  // Before the pragmas: SQLite gives its -wal and -shm files the database file's mode.
  makeFilesPrivate([file, `${file}-wal`, `${file}-shm`]);
  for (const pragma of SQLITE_PRAGMAS) sqlite.pragma(pragma);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const bulkInsert = sqliteBulkInsert(file, SQLITE_PRAGMAS);
  const close = async () => {
    await bulkInsert.close();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', sqliteFile: file, bulkInsert, close };
}

/** Applies pending migrations; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
