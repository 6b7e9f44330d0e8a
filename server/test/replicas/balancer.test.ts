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
