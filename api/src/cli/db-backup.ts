import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { makeFilesPrivate, makePrivateDir } from '@clinic/server-kit/private-files';
import { loadConfig } from '../config/env';
import { sqliteFileIn } from '../db/database';
import { backupsDir } from '../maintenance/old-backups';

/**
 * Online backup of the SQLite database while the server keeps running:
 *   pnpm --filter @clinic/api db:backup [target-file]
 * Default target: DATA_DIR/backups/clinic-<UTC time>.sqlite, where the server deletes each enquiry
 * past the retention, and the whole file once older than it (maintenance/old-backups.ts). A target
 * named here is not kept to the retention: that is the operator's (README). SQLite's backup API copies a
 * consistent snapshot, WAL included, which copying the file with cp would not.
 */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump instead');
  }
  const source = sqliteFileIn(config.dataDir);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(
    process.argv[2] ?? path.join(backupsDir(config.dataDir), `clinic-${stamp}.sqlite`),
  );
  // The default folder is the server's own; a folder named here may be shared (a mounted disk),
  // so only the file is closed to other users.
  if (process.argv[2] === undefined) makePrivateDir(path.dirname(target));
  else fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    await db.backup(target);
    makeFilesPrivate([target]);
  } finally {
    db.close();
  }
  process.stdout.write(`Backed up ${source} to ${target}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
