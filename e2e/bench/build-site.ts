import { spawn } from 'node:child_process';
import { repoRoot } from '../support/site-server';

/**
 * Runs pnpm at the repository root. Its output is kept back unless it fails: the figures are what
 * this script is for, and a successful build's log would bury them.
 */
function pnpm(args: string[]): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const run = spawn('pnpm', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    run.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    run.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    run.once('error', reject);
    run.once('close', (code) => {
      if (code === 0) return resolveRun();
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`pnpm ${args.join(' ')} failed with exit code ${code}`));
    });
  });
}

/** `pnpm build`: the site as it is deployed. */
export const buildSite = () => pnpm(['build']);

/**
 * The monolithic baseline of the same code (the shell importing the remotes' source, no
 * federation) as a web root of its own, in `webRoot`. Needs `buildSite` first. Run as a command:
 * it is built from the apps' source (monolith/), which e2e never imports.
 */
export const buildMonolith = (webRoot: string) =>
  pnpm(['--filter', '@clinic/bench-monolith', 'build', webRoot]);
