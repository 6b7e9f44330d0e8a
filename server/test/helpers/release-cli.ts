import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The server package's folder: the release command runs there, as `pnpm release` runs it. */
const SERVER_PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs `src/cli/release-command.ts` (`pnpm release`, `rollback`, `releases`) as its own process
 * with the site's settings in `env`, and returns what it printed.
 */
export function runReleaseCommand(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/release-command.ts', ...args], {
    cwd: SERVER_PACKAGE_DIR,
    env: { ...process.env, RELEASED_BY: 'test', ...env },
  });
}
