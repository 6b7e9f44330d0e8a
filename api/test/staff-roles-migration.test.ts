import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { migrations } from '../src/db/migrations/all-migrations';
import { createTestDatabaseUrl } from './helpers/test-database';

/** Migration 0019: accounts made before roles keep every right (owners); the oldest reviews. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-roles-migration-'));
const target = await createTestDatabaseUrl();
const database = openDatabase({ dataDir: dir, databaseUrl: target.url });
afterAll(async () => {
  await database.close();
  await target.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration 0019-staff-roles', () => {
  it('makes every existing account an active owner, and the oldest the medical reviewer', async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    const before = await migrator.migrateTo('0018-rate-limit-hits');
    expect(before.error).toBeUndefined();
    for (const [id, createdAt] of [
      ['bbbbbbbbbbbbbbbbbbbbbbbb', '2026-02-01T00:00:00.000Z'],
      ['aaaaaaaaaaaaaaaaaaaaaaaa', '2026-01-01T00:00:00.000Z'],
    ] as const) {
      await database.db
        .insertInto('users')
        .values({
          id,
          email: `${id}@clinic.example`,
          name: '',
          password_hash: 'x',
          created_at: createdAt,
          updated_at: createdAt,
        } as never)
        .execute();
    }
    await migrateToLatest(database.db);
    const rows = await database.db
      .selectFrom('users')
      .select(['id', 'role', 'medical_reviewer', 'active'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((row) => ({
        ...row,
        medical_reviewer: Number(row.medical_reviewer),
        active: Number(row.active),
      })),
    ).toEqual([
      { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', role: 'owner', medical_reviewer: 1, active: 1 },
      { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', role: 'owner', medical_reviewer: 0, active: 1 },
    ]);
  });
});
