import fs from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** Where `pnpm db:backup` writes by default (src/cli/db-backup.ts). */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

export interface BackupPurge {
  /** Backup files deleted whole: older than the retention, so every enquiry in them is too. */
  deleted: number;
  /** Enquiries past the retention deleted from the backups kept. */
  enquiries: number;
}

/**
 * Deletes expired enquiries from one SQLite backup, overwriting their bytes (secure_delete), as
 * the purge does in the live database; 0 for a file that is not such a backup.
 */
function purgeBackupFile(file: string, cutoff: string): number {
  let db: SqliteDatabase.Database | undefined;
  try {
    db = new SqliteDatabase(file, { fileMustExist: true });
    // No -wal beside the backup: a rollback journal, gone when the delete commits.
    db.pragma('journal_mode = DELETE');
    db.pragma('secure_delete = ON');
    const hasEnquiries = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'enquiries'")
      .get();
    if (!hasEnquiries) return 0;
    return db.prepare('delete from enquiries where created_at <= ?').run(cutoff).changes;
  } catch {
    // Not an SQLite file (a dump put here by hand): only its age can retire it.
    return 0;
  } finally {
    db?.close();
  }
}

/**
 * Keeps the privacy page's retention in the backups the server makes (DATA_DIR/backups): an
 * enquiry leaves every backup when it leaves the database, instead of living on in a backup for
 * up to a second retention period; a backup older than the retention is deleted whole. Backups
 * written elsewhere (`db:backup <file>`, pg_dump) are the operator's: see the README.
 */
export async function purgeBackups(
  dataDir: string,
  retentionMs: number,
  now = Date.now(),
): Promise<BackupPurge> {
  const dir = backupsDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const cutoff = new Date(now - retentionMs).toISOString();
  const purged: BackupPurge = { deleted: 0, enquiries: 0 };
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) continue;
    if (now - stat.mtimeMs > retentionMs) {
      await fs.rm(file, { force: true });
      purged.deleted++;
    } else {
      purged.enquiries += purgeBackupFile(file, cutoff);
      // The file's time is the backup's age, which retires it whole: purging is not a new backup.
      await fs.utimes(file, stat.atime, stat.mtime);
    }
  }
  return purged;
}
