import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './server-process';

/** The balancer configuration docs/deploying.md gives operators; the harness runs it as it is. */
export const EXAMPLE_CONFIG = path.join(REPO_ROOT, 'docs', 'examples', 'haproxy.cfg');

/** Debian puts it in /usr/sbin, which a plain user's PATH may lack. */
const HAPROXY = fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

export interface BackendServer {
  name: string;
  port: number;
}

/**
 * The example configuration on loopback: one plain-HTTP `bind` on `port` (no certificate, so no
 * redirect to https), the given servers in place of the example's, the stats socket in `dir`,
 * and no syslog. Every other line (timeouts, retries, health checks) is the example's.
 */
export function loopbackConfig(
  example: string,
  { port, servers, socket }: { port: number; servers: BackendServer[]; socket: string },
): string {
  const out: string[] = [];
  let bound = false;
  let listed = false;
  for (const line of example.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('bind ')) {
      if (!bound) out.push(`    bind 127.0.0.1:${port}`);
      bound = true;
    } else if (trimmed.startsWith('server ')) {
      if (!listed)
        for (const server of servers)
          out.push(`    server ${server.name} 127.0.0.1:${server.port} check`);
      listed = true;
    } else if (trimmed.startsWith('stats socket ')) {
      out.push(`    stats socket ${socket} mode 600 level admin`);
    } else if (/ssl_fc|^log \/dev\/log/.test(trimmed)) {
      // Needs the certificate (https) or a syslog daemon, neither of which a test machine has.
    } else out.push(line);
  }
  if (!bound || !listed) throw new Error(`${EXAMPLE_CONFIG} has no bind or server lines`);
  return out.join('\n');
}

/** One command to the stats socket, its answer as text. */
function askSocket(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk.toString()));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

export interface Balancer {
  url: string;
  /** Each backend server's state as HAProxy sees it (`UP`, `DOWN`, `UP 1/2`, …). */
  states(): Promise<Record<string, string>>;
  /** What HAProxy wrote (its warnings and alerts). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts Debian's haproxy in the foreground on the example configuration, on loopback. */
export async function startBalancer(
  dir: string,
  port: number,
  servers: BackendServer[],
): Promise<Balancer> {
  const socket = path.join(dir, 'haproxy.sock');
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    loopbackConfig(fs.readFileSync(EXAMPLE_CONFIG, 'utf8'), { port, servers, socket }),
  );
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.on('error', (error) => (output += `${error.message}\n`));

  const states = async () => {
    const csv = await askSocket(socket, 'show stat');
    const [header = '', ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    const result: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (
        cells[at('pxname')] === 'replicas' &&
        !['FRONTEND', 'BACKEND'].includes(cells[at('svname')]!)
      )
        result[cells[at('svname')]!] = cells[at('status')]!;
    }
    return result;
  };

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    try {
      await states();
      break;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`haproxy did not start:\n${output}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    states,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
