import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@clinic/api';
import { makeImage } from '@clinic/api/testing';
import { deployTokens } from '@clinic/releases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msUntil, sendBlog, signIn } from '../helpers/replica-checks';
import { runReleaseCommand } from '../helpers/release-cli';
import { type ReplicaCluster, startReplicaCluster } from '../helpers/replica-cluster';
import { REPO_ROOT } from '../helpers/server-process';

let cluster: ReplicaCluster;

beforeAll(async () => {
  cluster = await startReplicaCluster();
});

afterAll(async () => {
  await cluster?.stop();
});

/** Every replica, addressed directly, passes `check`; the time it took, in ms. */
const everywhere = (check: (url: string) => Promise<void>) =>
  msUntil(async () => {
    for (const replica of cluster.replicas) await check(replica.url);
  });

const text = async (url: string) => {
  const answer = await fetch(url);
  return { status: answer.status, body: await answer.text() };
};

describe('a change made through one replica', () => {
  it('is served by every replica within 2 s: a blog with its image, edited, unpublished, deleted', async () => {
    const [one, two, three] = cluster.replicas.map((replica) => replica.url) as [
      string,
      string,
      string,
    ];
    const auth = await signIn(one);
    // Every replica has read (and cached) the list before the change.
    for (const replica of cluster.replicas)
      expect((await text(`${replica.url}/api/v1/published-blogs`)).status).toBe(200);

    const blog = await sendBlog(one, auth, 'POST', '/blog', {
      title: 'Inhalers on three machines',
      status: 'published',
      image: await makeImage('png', 900, 500),
    });
    const published = await everywhere(async (url) => {
      expect((await text(`${url}/api/v1/published-blogs`)).body).toContain(blog._id);
      expect((await text(`${url}/blog/${blog._id}`)).body).toContain('Inhalers on three machines');
      expect((await text(`${url}/sitemap.xml`)).body).toContain(`/blog/${blog._id}`);
    });
    expect(published).toBeLessThan(2000);

    // The image, from each replica's empty DATA_DIR: same bytes, cache headers and ETag.
    const images = await Promise.all(
      cluster.replicas.map(async (replica) => {
        const answer = await fetch(`${replica.url}${blog.image!.url}`);
        return {
          status: answer.status,
          type: answer.headers.get('content-type'),
          cache: answer.headers.get('cache-control'),
          etag: answer.headers.get('etag'),
          bytes: Buffer.from(await answer.arrayBuffer()).toString('base64'),
        };
      }),
    );
    expect(images[0]).toMatchObject({ status: 200, type: 'image/webp' });
    expect(images[0]!.cache).toContain('immutable');
    expect(images[1]).toEqual(images[0]);
    expect(images[2]).toEqual(images[0]);

    await sendBlog(two, await signIn(two), 'PUT', `/blog/${blog._id}`, {
      title: 'Inhalers, edited elsewhere',
      status: 'published',
    });
    const edited = await everywhere(async (url) => {
      expect((await text(`${url}/blog/${blog._id}`)).body).toContain('Inhalers, edited elsewhere');
      expect((await text(`${url}/api/v1/published-blogs`)).body).toContain(
        'Inhalers, edited elsewhere',
      );
    });
    expect(edited).toBeLessThan(2000);

    const unpublish = await fetch(`${three}/api/v1/blog/${blog._id}/status`, {
      method: 'PUT',
      headers: { ...(await signIn(three)), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'draft' }),
    });
    expect(unpublish.status).toBe(200);
    const unpublished = await everywhere(async (url) => {
      expect((await text(`${url}/blog/${blog._id}`)).status).toBe(404);
      expect((await text(`${url}/api/v1/published-blogs`)).body).not.toContain(blog._id);
      expect((await text(`${url}/sitemap.xml`)).body).not.toContain(blog._id);
    });
    expect(unpublished).toBeLessThan(2000);

    const second = await sendBlog(one, auth, 'POST', '/blog', {
      title: 'Spirometry, briefly',
      status: 'published',
    });
    await everywhere(async (url) => {
      expect((await text(`${url}/blog/${second._id}`)).status).toBe(200);
    });
    const removed = await fetch(`${two}/api/v1/blog/${second._id}`, {
      method: 'DELETE',
      headers: await signIn(two),
    });
    expect(removed.status).toBeLessThan(300);
    const deleted = await everywhere(async (url) => {
      expect((await text(`${url}/blog/${second._id}`)).status).toBe(404);
      expect((await text(`${url}/api/v1/published-blogs`)).body).not.toContain(second._id);
    });
    expect(deleted).toBeLessThan(2000);
  });
});

describe('a release made through one replica', () => {
  it('is live on every replica within 2 s, its files served by each from its own empty DATA_DIR', async () => {
    const database = openDatabase({
      dataDir: cluster.replicas[0]!.dataDir,
      databaseUrl: cluster.databaseUrl,
    });
    const { secret } = await deployTokens(database.db).create('mf-blog', 'replica test CI');
    await database.close();
    // mf-blog as built, and one file more: a build of its own, with an id of its own.
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-replica-release-'));
    fs.cpSync(path.join(REPO_ROOT, 'mf-blog', 'dist'), build, { recursive: true });
    fs.writeFileSync(path.join(build, 'release-note.txt'), `released at ${Date.now()}\n`);

    const { stdout } = await runReleaseCommand(
      ['release', 'mf-blog', '--from', build, '--to', cluster.replicas[0]!.url],
      { RELEASE_TOKEN: secret },
    );
    const released = Date.now();
    const id = /([0-9a-f]{12})/.exec(
      stdout.split('\n').find((line) => /live/i.test(line)) ?? '',
    )?.[1];
    expect(id, stdout).toBeDefined();
    fs.rmSync(build, { recursive: true, force: true });

    const entry = `/releases/mf-blog/${id}/remoteEntry.js`;
    const live = await msUntil(async () => {
      for (const replica of cluster.replicas) {
        const page = await (await fetch(`${replica.url}/blogs`)).text();
        expect(page, replica.name).toContain(entry);
      }
    });
    expect(Date.now() - released).toBeLessThan(2000 + 500);
    expect(live).toBeLessThan(2000);
    const files = await Promise.all(
      cluster.replicas.map(async (replica) => {
        const answer = await fetch(`${replica.url}${entry}`);
        return {
          status: answer.status,
          etag: answer.headers.get('etag'),
          cache: answer.headers.get('cache-control'),
        };
      }),
    );
    expect(files[0]!.status).toBe(200);
    expect(files[0]!.cache).toContain('immutable');
    expect(files[1]).toEqual(files[0]);
    expect(files[2]).toEqual(files[0]);
  });
});

describe("a release made with the command on one replica's machine", () => {
  it('is served by every replica within 2 s of the command saying it is live', async () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-replica-command-'));
    fs.cpSync(path.join(REPO_ROOT, 'mf-blog', 'dist'), build, { recursive: true });
    fs.writeFileSync(path.join(build, 'release-note.txt'), `made on a replica at ${Date.now()}\n`);
    // As docs/deploying.md says a release may be made: on any server machine, with its settings.
    const { stdout } = await runReleaseCommand(['release', 'mf-blog', '--from', build], {
      DATA_DIR: cluster.replicas[0]!.dataDir,
      DATABASE_URL: cluster.databaseUrl,
    });
    const released = Date.now();
    const id = /([0-9a-f]{12}) is live/.exec(stdout)?.[1];
    expect(id, stdout).toBeDefined();
    fs.rmSync(build, { recursive: true, force: true });
    const entry = `/releases/mf-blog/${id}/remoteEntry.js`;
    await msUntil(async () => {
      for (const replica of cluster.replicas) {
        const page = await (await fetch(`${replica.url}/blogs`)).text();
        expect(page, `${replica.name}\n${cluster.logs().slice(-3000)}`).toContain(entry);
      }
    });
    expect(Date.now() - released).toBeLessThan(2000 + 500);
  });
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
