import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, repoRoot } from '../support/site-server';
import { onExit } from './exit-cleanup';
import { anyGroupAlive, processGroupsUnder, signalGroups } from './process-groups';

export const benchStaff = { email: 'bench@clinic.test', password: 'bench-staff-password-1' };

const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServedSite {
  baseURL: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(
        `pnpm serve stopped (${server.exitCode ?? server.signalCode}) before it was healthy`,
      );
    const status = await fetch(`${baseURL}/api/v1/health`).then(
      (response) => response.status,
      () => undefined, // not listening yet
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${baseURL}/api/v1/health did not answer 200 within 60 s`);
}

/**
 * Serves the built site the way the README does (`pnpm serve` at the root), on a free port and a
 * fresh, empty database. Detached, so a Ctrl-C reaches only this script, which then stops every
 * process group the server runs in.
 */
export async function serveSite(webRoot?: string): Promise<ServedSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-bench-data-'));
  const server = spawn('pnpm', ['serve'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STAFF_EMAIL: benchStaff.email,
      STAFF_PASSWORD: benchStaff.password,
      LOG_LEVEL: 'warn',
      // Another folder of builds (the monolithic baseline); the repository's own by default.
      ...(webRoot ? { WEB_ROOT: webRoot } : {}),
      // Seeding and repeated page loads all come from 127.0.0.1; the limits are not measured here.
      ENQUIRY_RATE_LIMIT: '10000',
      LOGIN_MAX_FAILURES: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error('pnpm serve could not be started');

  // Taken again once the server is up: a process whose parent has died is no longer found under
  // `pid`, but keeps its group.
  let groups = processGroupsUnder(pid);
  const forget = onExit(() => {
    signalGroups(groups, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const stop = async () => {
    forget();
    groups = new Set([...groups, ...processGroupsUnder(pid)]);
    signalGroups(groups, 'SIGTERM');
    // The server closes its database on SIGTERM; give it that time before forcing it.
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (anyGroupAlive(groups) && Date.now() < deadline) await sleep(100);
    signalGroups(groups, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, server);
    groups = processGroupsUnder(pid);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
