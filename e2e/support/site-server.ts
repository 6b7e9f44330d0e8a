import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { onExit } from './exit-cleanup';
import { startProcessTree, type ProcessTree } from './process-groups';

/** The repository root, where the built apps live in `<app>/dist`. */
export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const deployedApps = ['shell', 'mf-content', 'mf-blog', 'mf-dashboard'] as const;

export const staffAccount = { email: 'staff@clinic.test', password: 'e2e-staff-password-1' };

/** Copies the built apps into a fresh folder laid out as the server expects (`<app>/dist`). */
export function copyBuiltSite(): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'clinic-site-'));
  for (const app of deployedApps)
    cpSync(join(repoRoot, app, 'dist'), join(webRoot, app, 'dist'), { recursive: true });
  return webRoot;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The environment the real API server needs to serve the site from `webRoot` on `port`. */
export function siteEnvironment(
  port: number,
  webRoot: string,
  dataDir: string,
): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_ROOT: webRoot,
    DATA_DIR: dataDir,
    STAFF_EMAIL: staffAccount.email,
    STAFF_PASSWORD: staffAccount.password,
    // Many enquiries and sign-ins come from 127.0.0.1 in a run; the limits have their own API tests.
    ENQUIRY_RATE_LIMIT: '10000',
    LOGIN_MAX_FAILURES: '10000',
    LOG_LEVEL: 'warn',
  };
}

export interface RunningSite {
  baseURL: string;
  webRoot: string;
  /** The server's settings: a command run against this site (a release) uses the same. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, server: ProcessTree): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.ended())
      throw new Error(
        `the site server stopped (${server.child.exitCode ?? server.child.signalCode}) before it was healthy`,
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
 * Starts the real API server (the same command the README uses) on its own port and fresh data
 * folder: the one way e2e and the web bench (bench/web-bench.ts) start and stop a server. Without
 * `webRoot`, on a copy of the built site (removed by `stop`), for tests that change the deployed
 * files, need settings of their own (`env`, e.g. a low LOGIN_MAX_FAILURES) or data no other test
 * touches; with it, on that folder of builds as it is.
 */
export async function startSite(
  webRoot?: string,
  // A function of the port for settings that name the site's own address (PUBLIC_URL, STAFF_URL).
  env: Record<string, string> | ((port: number) => Record<string, string>) = {},
): Promise<RunningSite> {
  const root = webRoot ?? copyBuiltSite();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-data-'));
  const own = typeof env === 'function' ? env(port) : env;
  const settings = { ...siteEnvironment(port, root, dataDir), ...own };
  const removeFiles = () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (webRoot === undefined) rmSync(root, { recursive: true, force: true });
  };
  const server = startProcessTree('pnpm', ['--filter', '@clinic/server', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const forget = onExit(removeFiles);
  const stop = async () => {
    forget();
    await server.stop();
    removeFiles();
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, server);
    server.noteGroups();
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, webRoot: root, env: settings, stop };
}
