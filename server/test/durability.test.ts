import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { createTestDatabaseUrl, staffHeadersOf } from '@clinic/api/testing';
import { writeFakeWebRoot } from './helpers/fake-deployment';

const STAFF_EMAIL = 'durable@clinic.example';
const STAFF_PASSWORD = 'durability test password';

let dir: string;
let env: Record<string, string>;
let dropDatabase: () => Promise<void>;
const started: ServerProcess[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-durability-'));
  writeFakeWebRoot(path.join(dir, 'web'), ['shell']);
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  env = {
    DATA_DIR: path.join(dir, 'data'),
    WEB_ROOT: path.join(dir, 'web'),
    STAFF_EMAIL,
    STAFF_PASSWORD,
    ENQUIRY_RATE_LIMIT: '1000000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
});

afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await dropDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

const start = async () => {
  const server = await startServerProcess(env);
  started.push(server);
  return server;
};

async function staffForms(url: string): Promise<Set<string>> {
  const login = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
  });
  const res = await fetch(`${url}/api/v1/forms`, { headers: await staffHeadersOf(login) });
  return new Set(((await res.json()) as { data: { _id: string }[] }).data.map((f) => f._id));
}

describe('durability', () => {
  it('loses no acknowledged enquiry when killed with kill -9 mid-burst', async () => {
    const server = await start();
    const acknowledged: string[] = [];
    let failed = 0;
    let killed = false;

    const worker = async (n: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const res = await fetch(`${server.url}/api/v1/form`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: `Patient ${n}-${i}`,
              phone: '9876543210',
              message: `burst ${n}-${i}`,
            }),
          });
          if (res.status === 201)
            acknowledged.push(((await res.json()) as { data: { _id: string } }).data._id);
          else failed++;
        } catch {
          // Connection cut by the kill: this one was never acknowledged.
          return;
        }
      }
    };

    const workers = Array.from({ length: 16 }, (_, n) => worker(n));
    while (acknowledged.length < 200) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    expect(await server.exited).toBeNull();
    expect(failed).toBe(0);

    const restarted = await start();
    const stored = await staffForms(restarted.url);
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);
    expect(lost).toEqual([]);

    // Graceful shutdown: SIGTERM closes the server and exits 0.
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    // Nothing personal reached the log: no names, phone numbers, passwords or tokens.
    const log = started.map((s) => s.output()).join('\n');
    expect(log).toContain('"path":"/api/v1/form"');
    expect(log).not.toContain('Patient');
    expect(log).not.toContain('9876543210');
    expect(log).not.toContain(STAFF_PASSWORD);
    expect(log).not.toContain(STAFF_EMAIL);
  });

  it('stops at start with one line naming a bad setting, exit code 1', async () => {
    for (const [bad, name] of [
      [{ PORT: 'abc' }, 'PORT'],
      [{ STAFF_EMAIL: 'doc@clinic.example', STAFF_PASSWORD: '' }, 'STAFF_PASSWORD'],
    ] as const) {
      await expect(startServerProcess({ ...env, ...bad })).rejects.toThrow(
        new RegExp(`exited with 1:\\nInvalid setting ${name}: [^\\n]+\\n$`),
      );
    }
  });
});
