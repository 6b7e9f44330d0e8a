import { spawnSync } from 'node:child_process';
import { repoRoot } from './site-server';

export interface CommandResult {
  status: number | null;
  /** What it wrote to stdout, then to stderr. */
  output: string;
}

/** Runs `pnpm <args>` at the repository's root, as the README tells a reader to. */
export function runPnpm(args: string[], env: NodeJS.ProcessEnv = {}): CommandResult {
  const result = spawnSync('pnpm', ['--silent', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
