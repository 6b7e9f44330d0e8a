import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import type { FastifyInstance } from 'fastify';
import { createTestDatabaseUrl } from './helpers/test-database';
import { multipart } from './helpers/multipart';
import { STAFF, bearer, signInStaff } from './helpers/staff';
import { testConfig } from './helpers/test-app';

const lines: string[] = [];
let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-log-'));
  const database = await createTestDatabaseUrl();
  const config = testConfig(dir, { logLevel: 'info', databaseUrl: database.url });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp(config, {
    logger: {
      ...(loggerOptions({ ...config, logLevel: 'silent' }) as object),
      level: 'info',
      stream,
    },
  });
  cleanup = async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
});
afterAll(() => cleanup());

it('writes one line per request with its id, and nothing personal or secret', async () => {
  const token = await signInStaff(app);
  await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: STAFF.email, password: 'wrong password here' },
  });
  await app.inject({
    method: 'POST',
    url: '/api/v1/form?name=Kavita',
    payload: { name: 'Kavita Sharma', phone: '9123456780', message: 'My asthma is worse at night' },
  });
  const res = await app.inject({ url: '/api/v1/forms', headers: bearer(token) });
  expect(res.body).toContain('Kavita Sharma');

  const requestLines = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
  expect(requestLines).toHaveLength(4);
  for (const line of requestLines) {
    expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(line).sort()).toEqual([
      'hostname',
      'level',
      'method',
      'ms',
      'msg',
      'path',
      'pid',
      'reqId',
      'status',
      'time',
    ]);
  }
  expect(requestLines.map((l) => `${l.method} ${l.path} ${l.status}`)).toEqual([
    'POST /api/v1/login 200',
    'POST /api/v1/login 401',
    'POST /api/v1/form 201',
    'GET /api/v1/forms 200',
  ]);
  const log = lines.join('\n');
  for (const secret of [
    'Kavita',
    '9123456780',
    'asthma',
    STAFF.password,
    'wrong password here',
    STAFF.email,
    token,
  ]) {
    expect(log).not.toContain(secret);
  }
});

it('answers a blog once: no second send on a cache miss, published or draft', async () => {
  const token = await signInStaff(app);
  const ids: string[] = [];
  for (const status of ['published', 'draft']) {
    const form = multipart({ title: `A ${status} blog`, subTitle: 'Text', status, content: '[]' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/blog',
      payload: form.payload,
      headers: { ...bearer(token), ...form.headers },
    });
    ids.push(created.json<{ data: { _id: string } }>().data._id);
  }
  const [published, draft] = ids;
  expect((await app.inject(`/api/v1/blog/${published}`)).statusCode).toBe(200);
  expect((await app.inject(`/api/v1/blog/${published}`)).statusCode).toBe(200);
  expect((await app.inject(`/api/v1/blog/${draft}`)).statusCode).toBe(404);
  expect(
    (await app.inject({ url: `/api/v1/blog/${draft}`, headers: bearer(token) })).statusCode,
  ).toBe(200);
  expect(lines.join('\n')).not.toContain('FST_ERR_REP_ALREADY_SENT');
});
