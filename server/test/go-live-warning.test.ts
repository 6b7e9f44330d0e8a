import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFakeApp, writePageManifest } from './helpers/fake-deployment';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-go-live-'));
const started: ServerProcess[] = [];

afterAll(() => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the go-live report at start', () => {
  it('a production server logs what pnpm clinic:check lists, as one warning', async () => {
    const webRoot = path.join(dir, 'web');
    writeFakeApp(webRoot, 'mf-content');
    writePageManifest(webRoot, 'mf-content', [
      {
        path: '/COPD',
        key: 'medical',
        title: 'COPD',
        description: 'Chronic obstructive pulmonary disease',
        menu: { group: 'Treatments', label: 'COPD', order: 1 },
      },
    ]);
    const server = await startServerProcess({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://clinic.example',
      DATA_DIR: path.join(dir, 'data'),
      WEB_ROOT: webRoot,
    });
    started.push(server);
    await expect
      .poll(server.output, { timeout: 10_000 })
      .toMatch(/Not ready to go live \(pnpm clinic:check\)/);
    expect(server.output()).toMatch(/PLACEHOLDER/);
    expect(server.output()).toMatch(/\/COPD/);
  });
});
