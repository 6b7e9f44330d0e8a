import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '@clinic/api/testing';

/** The server package's folder: the commands run from it, as its scripts do. */
const SERVER_PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

let dir: string;
let env: Record<string, string>;
let drop: () => Promise<void>;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-cli-'));
  const database = await createTestDatabaseUrl();
  drop = database.drop;
  env = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: path.join(dir, 'data'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
});
afterAll(async () => {
  await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const run = (script: string, args: string[], input = '') =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join('src', 'cli', script), ...args], {
    cwd: SERVER_PACKAGE_DIR,
    env,
    input,
    encoding: 'utf8',
  });

it('staff:create creates, then updates, an account from a piped password', () => {
  const created = run(
    'staff-create.ts',
    ['--email', 'Doc@Clinic.example', '--name', 'Dr CLI'],
    'a long cli password\n',
  );
  expect(created.stderr).toBe('');
  expect(created.stdout).toBe('Created staff account doc@clinic.example\n');
  expect(created.status).toBe(0);
  const again = run(
    'staff-create.ts',
    ['--email', 'doc@clinic.example', '--name', 'Dr CLI'],
    'another long password\n',
  );
  // First, so a failed run says why (CI once saw an empty stdout here).
  expect(again.stderr).toBe('');
  expect(again.stdout).toBe('Updated staff account doc@clinic.example\n');
});

it('staff:create refuses a short password and a missing e-mail', () => {
  const short = run('staff-create.ts', ['--email', 'doc@clinic.example'], 'short\n');
  expect(short.status).toBe(1);
  expect(short.stderr).toContain('at least 12 characters');
  const noEmail = run('staff-create.ts', [], 'a long cli password\n');
  expect(noEmail.status).toBe(1);
  expect(noEmail.stderr).toContain('Usage: staff:create');
});

it('db:backup writes a consistent SQLite copy (or points PostgreSQL users to pg_dump)', () => {
  const target = path.join(dir, 'backup.sqlite');
  const result = run('db-backup.ts', [target]);
  if (env.DATABASE_URL) {
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('pg_dump');
    return;
  }
  expect(result.status).toBe(0);
  // Readable by its user only, like the database it copies (enquiries hold health questions).
  expect(fs.statSync(target).mode & 0o777).toBe(0o600);
  const copy = new SqliteDatabase(target, { readonly: true });
  expect(copy.prepare('select email from users').all()).toEqual([{ email: 'doc@clinic.example' }]);
  copy.close();
});

it('db:backup without a target writes into DATA_DIR/backups, a folder of its user only', () => {
  if (env.DATABASE_URL) return;
  const result = run('db-backup.ts', []);
  expect(result.status, result.stderr).toBe(0);
  const backups = path.join(env.DATA_DIR!, 'backups');
  expect(fs.statSync(backups).mode & 0o777).toBe(0o700);
  const [file] = fs.readdirSync(backups);
  expect(fs.statSync(path.join(backups, file!)).mode & 0o777).toBe(0o600);
});
