import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder: its `src/main.ts` is what `pnpm start` runs. */
const SERVER_PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** Kills the process and whatever it started. */
  stop: () => void;
}

/** The repository's root, where the README's commands run. */
export const REPO_ROOT = path.resolve(SERVER_PACKAGE_DIR, '..');

/**
 * The `pnpm` a reader types: the one on PATH (not npm_execpath, which names npm when the suite
 * runs under npx, as scripts/test-servers-all-dbs.sh runs it).
 */
const pnpm = (...args: string[]) => ['pnpm', ...args];

/** `src/main.ts` as `pnpm start` runs it; `pnpm serve` is the README's command, run by pnpm. */
const COMMANDS = {
  main: {
    argv: [process.execPath, '--import', 'tsx', path.join('src', 'main.ts')],
    cwd: SERVER_PACKAGE_DIR,
  },
  // pnpm starts the server as a child of its own.
  'pnpm serve': { argv: pnpm('serve'), cwd: REPO_ROOT },
} as const;

/**
 * Starts the server as a real process on a random port and waits until it listens. Its process
 * group is its own, so `stop()` ends what pnpm started as well.
 */
export async function startServerProcess(
  env: Record<string, string>,
  how: keyof typeof COMMANDS = 'main',
): Promise<ServerProcess> {
  const command = COMMANDS[how];
  const [program, ...args] = command.argv;
  const child = spawn(program!, args, {
    cwd: command.cwd,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const check = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const stop = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  };
  return { child, url, output: () => output, exited, stop };
}
