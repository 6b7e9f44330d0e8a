import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `pnpm bench:sandbox [--site <checkout>]`: what rendering team code in sandboxes costs
 * (decision 0064). Starts the built site of a checkout (this one by default; an older checkout's
 * for a before figure: the same script, its server and builds) on a fresh database, renders every
 * page of its sitemap once (cache misses) and again (cache hits), and prints the times and the
 * memory of the server and of each process it started. Run it on an otherwise quiet machine.
 */
const ROUNDS = 3;
const here = fileURLToPath(new URL('../..', import.meta.url));
const at = process.argv.indexOf('--site');
// Relative to where the reader typed the command (pnpm runs it inside the server package).
const site = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  at > 0 ? process.argv[at + 1]! : here,
);

function start(): Promise<{ url: string; pid: number; stop: () => void }> {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-sandbox-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: path.join(site, 'server'),
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: data,
      // Another checkout may serve this one's builds: the same pages, before and after.
      ...(process.env.WEB_ROOT && { WEB_ROOT: process.env.WEB_ROOT }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no server:\n${output}`)), 120_000);
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ url, pid: child.pid!, stop: () => process.kill(-child.pid!, 'SIGKILL') });
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

/** Every process below `pid`, with its command line and resident memory in MB. */
function processTree(pid: number): { pid: number; command: string; rssMb: number }[] {
  const read = (file: string) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const children = read(`/proc/${pid}/task/${pid}/children`).split(' ').filter(Boolean);
  const rss = Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) / 1024;
  const command = read(`/proc/${pid}/cmdline`).split('\0').filter(Boolean);
  const label = command.find((arg) => arg.startsWith('clinic-sandbox:')) ?? command.at(-1) ?? '';
  return [
    { pid, command: label, rssMb: Math.round(rss) },
    ...children.flatMap((child) => processTree(Number(child))),
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed(url: string): Promise<number> {
  const began = performance.now();
  const answer = await fetch(url);
  await answer.arrayBuffer();
  if (answer.status >= 500) throw new Error(`${url}: ${answer.status}`);
  return performance.now() - began;
}

const misses: number[] = [];
const hits: number[] = [];
let memory: ReturnType<typeof processTree> = [];
for (let round = 0; round < ROUNDS; round++) {
  const server = await start();
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    // The pages the server composed before listening (its warm-up) are hits already; the
    // median of the first requests is that of the rest, rendered on request.
    for (const page of paths) misses.push(await timed(`${server.url}${page}`));
    for (const page of paths) hits.push(await timed(`${server.url}${page}`));
    memory = processTree(server.pid);
  } finally {
    server.stop();
  }
}

console.log(`site: ${site}`);
console.log(
  `pages of the sitemap, ${ROUNDS} fresh servers: first request (mostly cache misses) median ${round(median(misses))} ms, slowest ${round(Math.max(...misses))} ms; cached median ${round(median(hits))} ms`,
);
console.log('memory after the run (resident):');
for (const { pid, command, rssMb } of memory)
  console.log(`  ${String(rssMb).padStart(5)} MB  ${pid}  ${command}`);
console.log(`  ${String(memory.reduce((sum, p) => sum + p.rssMb, 0)).padStart(5)} MB  in all`);
