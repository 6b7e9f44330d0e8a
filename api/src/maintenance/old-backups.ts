import fs from 'node:fs/promises';
import path from 'node:path';

/** Where `pnpm db:backup` writes by default (src/cli/db-backup.ts). */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * Deletes backup files older than the enquiry retention: a backup holds every enquiry of its
 * day, and would otherwise keep them past the period the privacy page promises.
 */
export async function deleteOldBackups(dataDir: string, olderThanMs: number, now = Date.now()) {
  const dir = backupsDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile() && now - stat.mtimeMs > olderThanMs) {
      await fs.rm(file, { force: true });
      deleted++;
    }
  }
  return deleted;
}
