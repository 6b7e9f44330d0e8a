import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { RenderedPage, RenderRequest } from '@clinic/contracts/federation/page-host-contract';
import type { LoadReport, LoadRequest, SandboxLimits } from './sandbox-messages';

const WORKER = new URL('./sandbox-worker.mjs', import.meta.url);
/** The last lines a sandbox wrote, kept to say why it stopped. */
const KEPT_OUTPUT = 2000;

/** What a render in a sandbox gave back: the page, and what its code logged as errors. */
export interface SandboxRender {
  readonly page: RenderedPage;
  readonly errors: readonly string[];
}

/** A render that did not come back: the sandbox failed it, stopped, or took too long. */
export class SandboxFailed extends Error {
  constructor(
    message: string,
    readonly errors: readonly string[] = [],
  ) {
    super(message);
    this.name = 'SandboxFailed';
  }
}

export interface Sandbox {
  /** What loading the builds gave: each one's contract, or the error its import threw. */
  readonly loaded: Promise<LoadReport>;
  /** Loads more into a sandbox that has loaded (a spare given its remote), and says how it went. */
  loadMore(request: Omit<LoadRequest, 'singletons'>): Promise<LoadReport>;
  render(request: Omit<RenderRequest, 'modules'>, timeoutMs: number): Promise<SandboxRender>;
  /** Renders under way: a sandbox being replaced is closed once it has none. */
  readonly busy: number;
  /** Called once, when the process has stopped for any reason. */
  onExit(listener: (why: string) => void): void;
  close(): void;
}

/**
 * The environment a sandbox gets: nothing of the server's (no database URL, staff, mail or token
 * settings), only what rendering reads.
 */
function sandboxEnvironment(): NodeJS.ProcessEnv {
  return {
    NODE_ENV: process.env.NODE_ENV || 'production',
    ...(process.env.TZ && { TZ: process.env.TZ }),
  };
}

/**
 * Starts one sandbox (decision 0064): a process of its own under Node's permission model, allowed
 * to read `readable` (the builds it loads and the singletons they import) and nothing else, with
 * no writes, child processes, workers or addons, a heap limit and none of the server's
 * environment. It loads the builds named in `load`, then renders pages as asked.
 */
export function startSandbox(
  /** Which app's sandbox: its argument, so `ps` shows it. */
  label: string,
  readable: readonly string[],
  load: LoadRequest,
  { memoryMb, niceness }: SandboxLimits,
): Sandbox {
  const child: ChildProcess = fork(WORKER, [label], {
    execArgv: [
      '--permission',
      ...readable.map((folder) => `--allow-fs-read=${folder}`),
      `--max-old-space-size=${memoryMb}`,
    ],
    env: sandboxEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
  if (niceness && child.pid)
    try {
      os.setPriority(child.pid, niceness);
    } catch {
      // Not allowed here: the sandbox runs at the server's priority.
    }
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-KEPT_OUTPUT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (render: SandboxRender) => void; reject: (error: SandboxFailed) => void }
  >();
  let exited: string | undefined;
  const exitListeners: ((why: string) => void)[] = [];
  let reportLoad: (report: LoadReport) => void = () => undefined;
  const loadedNext = () => new Promise<LoadReport>((resolve) => (reportLoad = resolve));
  const loaded = loadedNext();

  child.on('message', (message: SandboxMessage) => {
    if (message.type === 'loaded') return reportLoad(message.report);
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === 'rendered')
      waiting?.resolve({ page: message.page, errors: message.errors });
    else waiting?.reject(new SandboxFailed(message.message, message.errors));
  });
  const stopped = (why: string) => {
    if (exited) return;
    exited = why;
    const failure = new SandboxFailed(`its sandbox stopped: ${why}`);
    for (const waiting of pending.values()) waiting.reject(failure);
    pending.clear();
    reportLoad({ stopped: why });
    for (const listener of exitListeners) listener(why);
  };
  child.on('error', (error) => stopped(error.message));
  child.on('exit', (code, signal) => {
    const last = output.trim().split('\n').filter(Boolean).at(-1);
    stopped(
      /heap out of memory/i.test(output)
        ? `it ran out of memory (over ${memoryMb} MB)`
        : `${signal ?? `exit code ${code}`}${last ? `: ${last}` : ''}`,
    );
  });
  child.send({ type: 'load', ...load });

  return {
    loaded,
    async loadMore(request) {
      await loaded;
      if (exited) return { stopped: exited };
      const next = loadedNext();
      child.send({ type: 'load', ...request });
      return next;
    },
    get busy() {
      return pending.size;
    },
    render(request, timeoutMs) {
      if (exited) return Promise.reject(new SandboxFailed(`its sandbox stopped: ${exited}`));
      const id = ++nextId;
      return new Promise<SandboxRender>((resolve, reject) => {
        // A render that hangs (a loop, a promise that never settles) stops the whole sandbox: a
        // process stuck in a loop answers nothing else either.
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          stopped(`a render took over ${timeoutMs} ms`);
        }, timeoutMs);
        pending.set(id, {
          resolve: (render) => (clearTimeout(timer), resolve(render)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        });
        child.send({ type: 'render', id, request });
      });
    },
    onExit(listener) {
      if (exited) listener(exited);
      else exitListeners.push(listener);
    },
    close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

type SandboxMessage =
  | { readonly type: 'loaded'; readonly report: LoadReport }
  | {
      readonly type: 'rendered';
      readonly id: number;
      readonly page: RenderedPage;
      readonly errors: readonly string[];
    }
  | {
      readonly type: 'failed';
      readonly id: number;
      readonly message: string;
      readonly errors: readonly string[];
    };
