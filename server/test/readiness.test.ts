import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '@clinic/api/testing';
import { writeFakeWebRoot } from './helpers/fake-deployment';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

let dir: string;
let dropDatabase: () => Promise<void>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-readiness-'));
  writeFakeWebRoot(path.join(dir, 'web'));
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  server = await startServerProcess({
    DATA_DIR: path.join(dir, 'data'),
    WEB_ROOT: path.join(dir, 'web'),
    DRAIN_SECONDS: '2',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
});

afterAll(async () => {
  server?.stop();
  await dropDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

const readiness = async (url: string) => {
  const answer = await fetch(`${url}/api/v1/ready`);
  return { status: answer.status, body: (await answer.json()) as { status: string } };
};

describe('readiness and drain', () => {
  it('is ready once listening with its main pages composed; on SIGTERM it drains, then exits 0', async () => {
    const { url } = server!;
    expect(await readiness(url)).toEqual({ status: 200, body: { status: 'ready' } });
    // The warm-up composed the main pages before the server listened, without a failure.
    expect(server!.output()).not.toContain('warming a main page failed');

    const sentAt = Date.now();
    server!.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Draining: the balancer's check fails, while requests already routed here are still served.
    expect(await readiness(url)).toEqual({ status: 503, body: { status: 'draining' } });
    expect((await fetch(`${url}/about`)).status).toBe(200);

    expect(await server!.exited).toBe(0);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2000);
    await expect(fetch(`${url}/`)).rejects.toThrow();
  });
});
