import { spawn } from 'node:child_process';
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

/**
 * Runs a command at the repository's root from a plain terminal (terminalEnv). Asynchronous, so
 * the test's own connections to the site (its fetches) stay served while the command runs.
 */
export function runInTerminal(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: terminalEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output: `${stdout}${stderr}` }));
  });
}

/** Runs `pnpm <args>` at the repository's root, as the README tells a reader to. */
export function runPnpm(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CommandResult> {
  return runInTerminal('pnpm', ['--silent', ...args], env);
}
