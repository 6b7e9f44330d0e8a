import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqliteFileIn, uploadsDir } from '@clinic/api';
import { createSiteTestApp, signedInSiteTestApp } from './helpers/site-test-app';

/** Enquiries hold health questions: what the server writes is readable by its user only. */
// Uploaded images are written 0600 too (uploads.test.ts).
const { t } = signedInSiteTestApp();

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('files the server creates', () => {
  it('keeps its data folder, uploads and release store closed to other users', () => {
    expect(modeOf(t.config.dataDir)).toBe(0o700);
    expect(modeOf(uploadsDir(t.config.dataDir))).toBe(0o700);
    expect(modeOf(t.config.releasesDir)).toBe(0o700);
  });

  it('writes the SQLite database and its journal 0600', () => {
    if (t.config.databaseUrl) return;
    const file = sqliteFileIn(t.config.dataDir);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(name), name).toBe(0o600);
  });

  it('closes a data folder and database left open by an older version', async () => {
    if (t.config.databaseUrl) return;
    const dir = fs.mkdtempSync(path.join(t.config.dataDir, '..', 'older-'));
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(sqliteFileIn(dataDir), '', { mode: 0o644 });
    fs.chmodSync(sqliteFileIn(dataDir), 0o644);
    const older = await createSiteTestApp({ dataDir, databaseUrl: undefined });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(sqliteFileIn(dataDir))).toBe(0o600);
    } finally {
      await older.close();
    }
  });
});
