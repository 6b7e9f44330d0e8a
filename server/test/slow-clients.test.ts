import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '@clinic/api';
import { createSiteTestApp, type SiteTestApp } from './helpers/site-test-app';

/** A client that sends its headers a line a second (slowloris) cannot hold a connection. */
let t: SiteTestApp;
let port: number;
beforeAll(async () => {
  t = await createSiteTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

it('closes a connection whose headers never end, soon after the headers timeout', async () => {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
  // Never idle, so only the headers timeout can end it.
  const trickle = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 500);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  await new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  clearInterval(trickle);
  const elapsed = Date.now() - started;
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(elapsed).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersTimeoutMs - 100);
  expect(elapsed).toBeLessThan(
    SERVER_TIMEOUTS.headersTimeoutMs + 2 * SERVER_TIMEOUTS.checkIntervalMs + 2_000,
  );
}, 30_000);
