import { fork } from 'node:child_process';
import os from 'node:os';
import type { ApiReader } from '../api-reader';
import type { ChildMessage, GateRequest, ParentMessage } from './gate-messages';
import type { GateResult } from './release-gate';

/** How long the gate may take before the release is refused: a shell renders every page. */
export const DEFAULT_GATE_SECONDS = 180;
/** The heap the gate's process may use: a release that needs more is refused, not the server. */
export const DEFAULT_GATE_MEMORY_MB = 1024;
/** Below the server's priority: pages are served first while a release is gated. */
const GATE_NICENESS = 10;
/** The last lines the child wrote, kept to say why it stopped. */
const KEPT_OUTPUT = 2000;

export interface GateLimits {
  seconds?: number;
  memoryMb?: number;
}

const WORKER = new URL('./gate-worker.ts', import.meta.url);
/** The TypeScript loader the server itself runs under, for the child's own modules. */
const TSX_LOADER = import.meta.resolve('tsx');

/**
 * Runs the gate (release-gate.ts) in a child process with a time and memory limit, serving the
 * page data it reads from `api` (decision 0032). A child that does not answer in time is killed
 * and the release refused; so is one that crashes or runs out of memory.
 */
export function gateInChildProcess(
  api: ApiReader,
  request: GateRequest,
  { seconds = DEFAULT_GATE_SECONDS, memoryMb = DEFAULT_GATE_MEMORY_MB }: GateLimits = {},
): Promise<GateResult> {
  const child = fork(WORKER, {
    execArgv: ['--import', TSX_LOADER, `--max-old-space-size=${memoryMb}`],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    serialization: 'advanced',
    // Rendered as the server renders (production React unless development is asked for).
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
  });
  try {
    if (child.pid) os.setPriority(child.pid, GATE_NICENESS);
  } catch {
    // Not allowed here: the gate runs at the server's priority.
  }
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-KEPT_OUTPUT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const tell = (message: ParentMessage) => {
    if (child.connected) child.send(message);
  };

  return new Promise<GateResult>((resolve) => {
    let settled = false;
    const finish = (result: GateResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve(result);
    };
    const refuse = (reason: string) => finish({ passed: false, reasons: [reason] });
    const timer = setTimeout(
      () => refuse(`the gate did not finish within ${seconds} s (the release hangs or loops)`),
      seconds * 1000,
    );
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'result') finish(message.result);
      else
        void api.get(message.path).then(
          (answer) => tell({ type: 'answer', id: message.id, answer }),
          () => tell({ type: 'answer', id: message.id, answer: { statusCode: 500, body: '' } }),
        );
    });
    child.on('error', (error) => refuse(`the gate could not run: ${error.message}`));
    child.on('exit', (code, signal) => {
      const last = output.trim().split('\n').filter(Boolean).at(-1);
      const why = /heap out of memory/i.test(output)
        ? `it ran out of memory (over ${memoryMb} MB)`
        : `it stopped (${signal ?? `exit code ${code}`})${last ? `: ${last}` : ''}`;
      refuse(`the gate could not finish: ${why}`);
    });
    tell({ type: 'gate', request });
  });
}
