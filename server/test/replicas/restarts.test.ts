import { type DatabaseHandle, openDatabase } from '@clinic/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msUntil } from '../helpers/replica-checks';
import { type ReplicaCluster, startReplicaCluster } from '../helpers/replica-cluster';
import { type LoadResult, startLoad } from '../helpers/replica-load';

let cluster: ReplicaCluster;
let database: DatabaseHandle;

beforeAll(async () => {
  cluster = await startReplicaCluster();
  database = openDatabase({
    dataDir: cluster.replicas[0]!.dataDir,
    databaseUrl: cluster.databaseUrl,
  });
});

afterAll(async () => {
  await database?.close();
  await cluster?.stop();
});

const summary = (load: LoadResult) =>
  `${load.requests} requests, ${load.acknowledged.size} enquiries acknowledged, ` +
  `${load.failed} failed, ${load.serverErrors} 5xx, statuses ${JSON.stringify(load.statuses)}`;

/** How many times each acknowledged enquiry is stored, and the ones stored other than once. */
async function storedOtherThanOnce(load: LoadResult) {
  const rows = await database.db.selectFrom('enquiries').select(['id', 'name']).execute();
  const byName = new Map<string, number>();
  for (const row of rows) byName.set(row.name, (byName.get(row.name) ?? 0) + 1);
  return [...load.acknowledged].filter(
    ([id, name]) => byName.get(name) !== 1 || !rows.some((row) => row.id === id),
  );
}

/** The e-mails the sink received per enquiry name. */
const mailedNames = () => {
  const counts = new Map<string, number>();
  for (const mail of cluster.mail.received) {
    const name = /Name: (Load \d+\.\d+\.\d+)/.exec(mail.raw)?.[1];
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
};

describe('replicas restarted one by one under load', () => {
  it('SIGTERM to each in turn, then started again: 0 failed, 0 5xx, every enquiry stored and e-mailed once', async () => {
    const load = startLoad(cluster.balancer.url);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const replica of cluster.replicas) {
      expect(await replica.terminate(), `${replica.name} exit code`).toBe(0);
      await replica.start();
      await cluster.until(replica.name, 'UP');
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await load.stop();
    console.log(`rolling restart of 3 replicas under load: ${summary(result)}`);

    expect(result.examples).toEqual([]);
    expect(result.failed).toBe(0);
    expect(result.serverErrors).toBe(0);
    expect(result.acknowledged.size).toBeGreaterThan(20);
    expect(await storedOtherThanOnce(result)).toEqual([]);
    await msUntil(async () => {
      const mailed = mailedNames();
      expect([...result.acknowledged.values()].filter((name) => !mailed.has(name))).toEqual([]);
    }, 20_000);
    const mailed = mailedNames();
    expect([...mailed].filter(([, count]) => count !== 1)).toEqual([]);
    expect(mailed.size).toBe(result.acknowledged.size);
  });

  it('kill -9 of one replica: only requests in flight on it fail, the balancer stops using it within its checks, nothing acknowledged is lost', async () => {
    const victim = cluster.replicas[1]!;
    const load = startLoad(cluster.balancer.url);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = { ...load.result, failed: load.result.failed };
    await victim.kill();
    const outAfterMs = await cluster.until(victim.name, 'DOWN');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const result = await load.stop();
    console.log(
      `kill -9 of ${victim.name} under load: ${summary(result)}; HAProxy took it out after ${outAfterMs} ms`,
      result.examples,
    );

    expect(before.failed).toBe(0);
    // At most the requests the four clients had in flight on it when it died.
    expect(result.failed + result.serverErrors).toBeLessThanOrEqual(4);
    // The example configuration checks every second and takes a server out after two failures.
    expect(outAfterMs).toBeLessThan(3000);
    expect(await storedOtherThanOnce(result)).toEqual([]);
    // E-mailed once, or still in the outbox (one the killed replica had claimed waits for its lease).
    await msUntil(async () => {
      const mailed = mailedNames();
      const rows = await database.db
        .selectFrom('enquiry_outbox')
        .innerJoin('enquiries', 'enquiries.id', 'enquiry_outbox.enquiry_id')
        .select('enquiries.name')
        .execute();
      const waiting = new Set(rows.map((row) => row.name));
      expect(
        [...result.acknowledged.values()].filter((name) => !mailed.has(name) && !waiting.has(name)),
      ).toEqual([]);
    }, 20_000);
    expect([...mailedNames()].filter(([, count]) => count !== 1)).toEqual([]);
  });
});
