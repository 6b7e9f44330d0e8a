import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { makeFilesPrivate, makePrivateDir } from '@clinic/server-kit/private-files';
import type { ApiConfig } from '../config/api-config';
import { sqliteFileIn } from '../db/database';
import { backupsDir } from './old-backups';

/**
 * Online backup of the SQLite database while the server keeps running:
 *   pnpm db:backup [target-file]
 * Default target: DATA_DIR/backups/clinic-<UTC time>.sqlite, where the server deletes each enquiry
 * past the retention, and the whole file once older than it (old-backups.ts). A target
 * named here is not kept to the retention: that is the operator's (README). SQLite's backup API copies a
 * consistent snapshot, WAL included, which copying the file with cp would not.
 */
export async function backupDatabase(
  config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>,
  targetFile?: string,
): Promise<{ source: string; target: string }> {
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump instead');
  }
  const source = sqliteFileIn(config.dataDir);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(
    targetFile ?? path.join(backupsDir(config.dataDir), `clinic-${stamp}.sqlite`),
  );
  // The default folder is the server's own; a folder named here may be shared (a mounted disk),
  // so only the file is closed to other users.
  if (targetFile === undefined) makePrivateDir(path.dirname(target));
  else fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    await db.backup(target);
    makeFilesPrivate([target]);
  } finally {
    db.close();
  }
  return { source, target };
}
