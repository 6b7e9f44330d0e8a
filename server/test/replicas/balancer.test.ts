import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReplicaCluster, startReplicaCluster } from '../helpers/replica-cluster';

let cluster: ReplicaCluster;

beforeAll(async () => {
  cluster = await startReplicaCluster();
});

afterAll(async () => {
  await cluster?.stop();
});

describe('three replicas behind HAProxy', () => {
  it('serves the site through the balancer from each replica, each on its own empty DATA_DIR', async () => {
    expect(await cluster.balancer.states()).toEqual({
      replica1: 'UP',
      replica2: 'UP',
      replica3: 'UP',
    });
    for (const path of ['/', '/blogs', '/api/v1/published-blogs']) {
      const answer = await fetch(`${cluster.balancer.url}${path}`);
      expect(answer.status, path).toBe(200);
    }
    for (const replica of cluster.replicas) {
      const ready = await fetch(`${replica.url}/api/v1/ready`);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
  });
});

describe('limits counted across replicas', () => {
  const post = (url: string, path: string, body: object, client: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      // The replicas trust 127.0.0.1 as their proxy: this names the client, as HAProxy would.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });

  it('accepts ENQUIRY_RATE_LIMIT (10) enquiries an hour from one client, however many replicas it reaches', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 15; n++) {
      const replica = cluster.replicas[n % cluster.replicas.length]!;
      const answer = await post(
        replica.url,
        '/api/v1/form',
        { name: `Limit ${n}`, phone: '9876543210', message: 'Counted once, everywhere.' },
        '203.0.113.9',
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });

  it('checks at most 5 of 20 parallel wrong passwords spread over the three replicas', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(
          cluster.replicas[n % cluster.replicas.length]!.url,
          '/api/v1/login',
          { email: 'replicas@clinic.example', password: `wrong guess number ${n}` },
          '198.51.100.20',
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // 401: the password was checked and wrong; 429: refused before any check.
    const checked = statuses.filter((status) => status === 401).length;
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    console.log(
      `20 parallel wrong passwords over 3 replicas: ${checked} checked, ${20 - checked} refused`,
    );
  });
});
