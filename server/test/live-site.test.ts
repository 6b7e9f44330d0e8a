import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from './helpers/site-test-app';

/** A site whose PUBLIC_URL is https is live: it asks browsers for https whatever the hop. */
let live: SiteTestApp;
let port: number;
beforeAll(async () => {
  live = await createSiteTestApp({ publicOrigin: 'https://clinic.example' });
  await live.app.listen({ port: 0, host: '127.0.0.1' });
  port = (live.app.server.address() as AddressInfo).port;
});
afterAll(() => live.close());

/** One request written as raw bytes, so it can say what no HTTP client would. */
function rawRequest(lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`);
  });
}

describe('with PUBLIC_URL=https://…', () => {
  it.each(['/', '/api/v1/health', '/mf-blog/assets/index-abc123.js'])(
    'sends HSTS on %s, over plain http from no trusted proxy',
    async (url) => {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        headers: { host: 'clinic.example' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    },
  );

  it('answers 400 to a request with two Host headers, whichever comes first', async () => {
    for (const hosts of [
      ['clinic.example', 'evil.example'],
      ['evil.example', 'clinic.example'],
      ['clinic.example', 'clinic.example'],
    ]) {
      const answer = await rawRequest([
        'GET /COPD HTTP/1.1',
        ...hosts.map((host) => `Host: ${host}`),
      ]);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('more than one Host header');
      expect(answer).not.toContain('<html');
    }
    const one = await rawRequest(['GET /COPD HTTP/1.1', 'Host: clinic.example']);
    expect(one).toMatch(/^HTTP\/1\.1 200 /);
  });
});
