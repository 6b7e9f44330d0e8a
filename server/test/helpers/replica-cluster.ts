import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink, type SmtpSink } from '@clinic/api/testing';
import { createTestDatabaseUrl } from '@clinic/api/testing';
import { type Balancer, startBalancer } from './haproxy';
import { REPO_ROOT, type ServerProcess, startServerProcess } from './server-process';

export const STAFF_EMAIL = 'replicas@clinic.example';
export const STAFF_PASSWORD = 'replica test password';
export const NOTIFY_EMAIL = 'desk@clinic.example';

/** A free loopback port: a replica keeps its port across restarts, as the balancer names it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Replica {
  name: string;
  port: number;
  /** The replica addressed directly, past the balancer. */
  url: string;
  dataDir: string;
  running(): ServerProcess | undefined;
  start(): Promise<void>;
  /** SIGTERM, and the exit code once it stopped. */
  terminate(): Promise<number | null>;
  /** kill -9. */
  kill(): Promise<void>;
}

export interface ReplicaCluster {
  /** The replicas' database, on the throw-away PostgreSQL. */
  databaseUrl: string;
  balancer: Balancer;
  replicas: Replica[];
  mail: SmtpSink;
  /** Resolves once HAProxy sees every running replica UP. */
  allUp(timeoutMs?: number): Promise<void>;
  /** Resolves once HAProxy sees `name` in `state` (`UP` or `DOWN`). */
  until(name: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<number>;
  /** Every replica's output, for a failure's message. */
  logs(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  count?: number;
  /** Builds to serve (`WEB_ROOT`); the repository's, as `pnpm build` left it, by default. */
  webRoot?: string;
  env?: Record<string, string>;
}

/**
 * The site on many machines, on loopback: a database of its own on the throw-away PostgreSQL
 * (`DATABASE_URL`), `count` replicas of the server each with its own empty `DATA_DIR`, a mail
 * sink, and HAProxy in front on the example configuration of docs/deploying.md.
 */
export async function startReplicaCluster({
  count = 3,
  webRoot = REPO_ROOT,
  env = {},
}: ClusterOptions = {}): Promise<ReplicaCluster> {
  if (!process.env.DATABASE_URL)
    throw new Error('the replica suite needs DATABASE_URL (pnpm test:replicas starts PostgreSQL)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-replicas-'));
  const database = await createTestDatabaseUrl();
  const mail = await startSmtpSink();
  const outputs: string[] = [];
  const balancerPort = await freePort();

  const replicas: Replica[] = [];
  for (let n = 1; n <= count; n++) {
    const name = `replica${n}`;
    const port = await freePort();
    const dataDir = path.join(dir, name);
    let process_: ServerProcess | undefined;
    const replicaEnv = {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      DATABASE_URL: database.url!,
      // The site's address is the balancer's, as in production (without it, only a Host naming
      // this replica's own port would be served).
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      TRUST_PROXY: '127.0.0.1',
      DRAIN_SECONDS: '4',
      STAFF_EMAIL,
      STAFF_PASSWORD,
      SMTP_URL: mail.url,
      NOTIFY_EMAIL,
      ...env,
    };
    replicas.push({
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      dataDir,
      running: () => process_,
      async start() {
        // Empty, as on a freshly made machine: nothing may come from another replica's disk.
        fs.mkdirSync(dataDir, { recursive: true });
        process_ = await startServerProcess(replicaEnv);
      },
      async terminate() {
        const running = process_!;
        running.child.kill('SIGTERM');
        const code = await running.exited;
        outputs.push(`--- ${name}\n${running.output()}`);
        process_ = undefined;
        return code;
      },
      async kill() {
        const running = process_!;
        running.stop();
        await running.exited;
        outputs.push(`--- ${name} (killed)\n${running.output()}`);
        process_ = undefined;
      },
    });
  }
  // One after another: the first applies the migrations, and two cores render the warm-up.
  for (const replica of replicas) await replica.start();
  const balancer = await startBalancer(dir, balancerPort, replicas);

  const until = async (name: string, state: 'UP' | 'DOWN', timeoutMs = 20_000) => {
    const began = Date.now();
    for (;;) {
      if ((await balancer.states())[name] === state) return Date.now() - began;
      if (Date.now() - began > timeoutMs)
        throw new Error(
          `${name} not ${state} after ${timeoutMs} ms: ${JSON.stringify(await balancer.states())}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const cluster: ReplicaCluster = {
    databaseUrl: database.url!,
    balancer,
    replicas,
    mail,
    until,
    async allUp(timeoutMs) {
      for (const replica of replicas)
        if (replica.running()) await until(replica.name, 'UP', timeoutMs);
    },
    logs: () =>
      [
        ...outputs,
        ...replicas.map((r) => `--- ${r.name}\n${r.running()?.output() ?? ''}`),
        `--- haproxy\n${balancer.output()}`,
      ].join('\n'),
    async stop() {
      await balancer.stop();
      for (const replica of replicas) replica.running()?.stop();
      await mail.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.allUp();
  return cluster;
}
