import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { backupsDir, purgeBackups } from '../src/maintenance/old-backups';

/** The enquiry retention holds in the backups the server makes, not only in its database. */
const DAY = 24 * 60 * 60 * 1000;
const RETENTION = 365 * DAY;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-backups-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const now = Date.parse('2026-11-25T10:00:00.000Z');
const daysAgo = (days: number) => new Date(now - days * DAY).toISOString();

/** A backup as `db:backup` leaves it: the enquiries table among others, in WAL mode. */
function writeBackup(name: string, enquiries: { name: string; created_at: string }[]) {
  fs.mkdirSync(backupsDir(dataDir), { recursive: true });
  const file = path.join(backupsDir(dataDir), name);
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.exec('create table enquiries (id text primary key, name text, message text, created_at text)');
  const insert = db.prepare('insert into enquiries values (?, ?, ?, ?)');
  for (const [i, row] of enquiries.entries())
    insert.run(`e${i}`, row.name, `Question from ${row.name}`, row.created_at);
  db.close();
  return file;
}

const namesIn = (file: string) => {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return db.prepare('select name from enquiries order by name').all();
  } finally {
    db.close();
  }
};

it('deletes expired enquiries from a recent backup, bytes and all, and keeps the rest', async () => {
  const file = writeBackup('clinic-recent.sqlite', [
    { name: 'Expired Patient', created_at: daysAgo(400) },
    { name: 'Recent Patient', created_at: daysAgo(10) },
  ]);
  const made = new Date(now - 30 * DAY);
  fs.utimesSync(file, made, made);

  expect(await purgeBackups(dataDir, RETENTION, now)).toEqual({ deleted: 0, enquiries: 1 });
  expect(namesIn(file)).toEqual([{ name: 'Recent Patient' }]);
  expect(fs.readFileSync(file).includes('Expired Patient')).toBe(false);
  expect(fs.existsSync(`${file}-wal`)).toBe(false);
  // Still 30 days old: purging it is not making a new backup.
  expect(fs.statSync(file).mtimeMs).toBe(made.getTime());
  expect(await purgeBackups(dataDir, RETENTION, now)).toEqual({ deleted: 0, enquiries: 0 });
});

it('deletes a backup older than the retention whole, and leaves files it cannot read by age only', async () => {
  const old = writeBackup('clinic-old.sqlite', [{ name: 'Old', created_at: daysAgo(500) }]);
  const made = new Date(now - 366 * DAY);
  fs.utimesSync(old, made, made);
  const dump = path.join(backupsDir(dataDir), 'hand-made.sql');
  fs.writeFileSync(dump, 'insert into enquiries values (1);');

  const purged = await purgeBackups(dataDir, RETENTION, now);
  expect(purged.deleted).toBe(1);
  expect(fs.existsSync(old)).toBe(false);
  expect(fs.readFileSync(dump, 'utf8')).toBe('insert into enquiries values (1);');
});
