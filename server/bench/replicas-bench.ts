import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '@clinic/api';
import { deployTokens } from '@clinic/releases';
import { runReleaseCommand } from '../test/helpers/release-cli';
import { msUntil, sendBlog, signIn } from '../test/helpers/replica-checks';
import { startReplicaCluster } from '../test/helpers/replica-cluster';
import { REPO_ROOT } from '../test/helpers/server-process';

/**
 * `pnpm bench:replicas`: the site on three replicas behind HAProxy, on loopback, on this machine
 * (a throw-away PostgreSQL, the built site: run `pnpm build` first). Prints requests per second
 * for one replica addressed directly and for the three behind the balancer (the same mix of
 * pages and API reads), then the time from a blog change and from a release made through one
 * replica to every replica serving it (median of 5).
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const MIX = [
  { path: '/' },
  { path: '/blogs' },
  { path: '/about' },
  { path: '/api/v1/published-blogs' },
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function rps(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, requests: MIX });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: MIX,
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result['5xx'],
  };
}

const cluster = await startReplicaCluster();
try {
  const [one] = cluster.replicas;
  const single = await rps(one!.url);
  const balanced = await rps(cluster.balancer.url);

  const auth = await signIn(one!.url);
  const blogTimes: number[] = [];
  for (let n = 0; n < 5; n++) {
    const blog = await sendBlog(one!.url, auth, 'POST', '/blog', {
      title: `Benchmark blog ${n}`,
      status: 'published',
    });
    blogTimes.push(
      await msUntil(async () => {
        for (const replica of cluster.replicas) {
          const page = await (await fetch(`${replica.url}/blog/${blog._id}`)).text();
          if (!page.includes(`Benchmark blog ${n}`)) throw new Error(`${replica.name}: not yet`);
        }
      }),
    );
  }

  const database = openDatabase({ dataDir: one!.dataDir, databaseUrl: cluster.databaseUrl });
  const { secret } = await deployTokens(database.db).create('mf-blog', 'benchmark');
  await database.close();
  const releaseTimes: number[] = [];
  for (let n = 0; n < 5; n++) {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-release-'));
    fs.cpSync(path.join(REPO_ROOT, 'mf-blog', 'dist'), build, { recursive: true });
    fs.writeFileSync(path.join(build, 'release-note.txt'), `benchmark ${n} ${Date.now()}\n`);
    const { stdout } = await runReleaseCommand(
      ['release', 'mf-blog', '--from', build, '--to', one!.url],
      { RELEASE_TOKEN: secret },
    );
    fs.rmSync(build, { recursive: true, force: true });
    const id = /([0-9a-f]{12})/.exec(
      stdout.split('\n').find((line) => /live/i.test(line)) ?? '',
    )?.[1];
    if (!id) throw new Error(`no release id in:\n${stdout}`);
    releaseTimes.push(
      await msUntil(async () => {
        for (const replica of cluster.replicas) {
          const page = await (await fetch(`${replica.url}/blogs`)).text();
          if (!page.includes(`/releases/mf-blog/${id}/`))
            throw new Error(`${replica.name}: not yet`);
        }
      }),
    );
  }

  const cores = os.availableParallelism();
  console.log(
    `\nReplicas on this machine (${cores} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}):`,
  );
  console.log(
    `  mix: ${MIX.map((r) => r.path).join(', ')}; ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  console.log(
    `  one replica, directly        ${String(single.rps).padStart(6)} req/s  p99 ${single.p99} ms  errors ${single.errors}`,
  );
  console.log(
    `  three behind HAProxy         ${String(balanced.rps).padStart(6)} req/s  p99 ${balanced.p99} ms  errors ${balanced.errors}`,
  );
  console.log(`  gain                         ${(balanced.rps / single.rps).toFixed(2)}×`);
  console.log(
    `  blog change → every replica  median ${median(blogTimes)} ms (${blogTimes.join(', ')} ms)`,
  );
  console.log(
    `  release → every replica      median ${median(releaseTimes)} ms after the command returned (${releaseTimes.join(', ')} ms)`,
  );
  console.log(
    `\nWhat limits it here: the three replicas, HAProxy, PostgreSQL and the load generator share ${cores} cores, ` +
      `so three replicas cannot do more work than one that already uses them; the balancer adds a hop. ` +
      `On separate machines throughput grows with replicas until PostgreSQL's writes are the limit.`,
  );
} finally {
  await cluster.stop();
}
