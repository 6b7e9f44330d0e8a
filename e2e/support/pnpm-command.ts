import { spawnSync } from 'node:child_process';
import { repoRoot } from './site-server';

export interface CommandResult {
  status: number | null;
  /** What it wrote to stdout, then to stderr. */
  output: string;
}

/**
 * The environment of a plain terminal after the README's set-up: its own PATH, with the
 * machine's `node` (scripts/use-node-24.sh keeps that PATH as CLINIC_TERMINAL_PATH before it puts
 * Node.js 24 first), not the one this test runner was started with.
 */
export function terminalEnv(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const { npm_config_nodedir: _nodedir, ...rest } = process.env;
  return { ...rest, PATH: process.env.CLINIC_TERMINAL_PATH ?? process.env.PATH, ...env };
}

/** Runs a command at the repository's root from a plain terminal (terminalEnv). */
export function runInTerminal(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    env: terminalEnv(env),
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` } as CommandResult;
}

/** Runs `pnpm <args>` at the repository's root, as the README tells a reader to. */
export function runPnpm(args: string[], env: NodeJS.ProcessEnv = {}): CommandResult {
  return runInTerminal('pnpm', ['--silent', ...args], env);
}
