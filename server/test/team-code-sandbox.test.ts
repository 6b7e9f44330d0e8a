import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipart } from '@clinic/api/testing';
import { deployTokens, openReleaseStore, packRelease, releasePointers } from '@clinic/releases';
import { fakeBuild } from './helpers/fake-deployment';
import { signedInSiteTestApp } from './helpers/site-test-app';

/**
 * A team's server code, sent with that team's deploy token, runs in a sandbox (decision 0064):
 * the attacks of issue 41, each tried over HTTP with the blog team's token, in the gate and in
 * live renders. In the server's environment, a secret the sandbox must never see.
 */
const SECRET = 'do-not-leak-7f3a9c';
process.env.CLINIC_TEST_SECRET = SECRET;

const { t, auth } = signedInSiteTestApp({ releaseGate: { seconds: 30, memoryMb: 256 } });

const release = async (serverEntry: string) => {
  const { secret } = await deployTokens(t.app.db).create('mf-blog', 'blog team CI');
  return t.app.inject({
    method: 'POST',
    url: '/deploy/v1/apps/mf-blog/releases',
    payload: await packRelease(fakeBuild('mf-blog', { serverEntry })),
    headers: {
      'content-type': 'application/gzip',
      'release-commit': 'abc1234',
      authorization: `Bearer ${secret}`,
    },
  });
};

/** Tries `what`, and says what came of it: the value, or the error's code. */
const TRY = `const tried = (what) => { try { return String(what()); } catch (error) { return 'denied:' + (error.code ?? error.message); } };`;

/** The store's records and pointers, as bytes: what decides what is live. */
function storeState(): Record<string, string> {
  const state: Record<string, string> = {};
  const dir = t.config.releasesDir;
  if (!fs.existsSync(dir)) return state;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(json|jsonl)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    state[path.relative(dir, file)] = fs.readFileSync(file, 'utf8');
  }
  return state;
}

const publishBlog = async (title: string) => {
  const form = multipart({ title, subTitle: 'Sub', status: 'published', content: '[]' });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/blog',
    payload: form.payload,
    headers: { ...auth, ...form.headers },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ data: { _id: string } }>().data._id;
};

describe("a team's server code", () => {
  it("gets none of the server's environment, even in the refusal its error becomes", async () => {
    const answer = await release(
      `throw new Error('env=' + JSON.stringify(process.env));\nexport default {};\n`,
    );
    expect(answer.statusCode).toBe(422);
    const reasons = answer.json<{ gate: { reasons: string[] } }>().gate.reasons.join(' ');
    // The team's own message reaches the team, and it holds nothing of the server's.
    expect(reasons).toContain('env={');
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toContain('DATA_DIR');
    expect((await t.app.inject('/blogs')).statusCode).toBe(200);
  });

  it("cannot read the site's data folder or release store, in the gate or once live", async () => {
    const dataDir = JSON.stringify(t.config.dataDir);
    const store = JSON.stringify(t.config.releasesDir);
    const answer = await release(`import fs from 'node:fs';
      ${TRY}
      export default { contract: '2.0', pages: {}, slices: [], render() {
        return 'data=' + tried(() => fs.readdirSync(${dataDir}).join(',')) +
          ' store=' + tried(() => fs.readdirSync(${store}).join(',')) +
          ' env=' + Object.keys(process.env).join(',');
      } };`);
    expect(answer.statusCode, answer.body).toBe(200);
    // Live: its pages render what it could get, which is nothing.
    const page = (await t.app.inject('/blogs')).body;
    expect(page).toContain('data=denied:ERR_ACCESS_DENIED');
    expect(page).toContain('store=denied:ERR_ACCESS_DENIED');
    expect(page).not.toContain(SECRET);
    expect(page).not.toContain('CLINIC_TEST_SECRET');
  });

  it('cannot write what decides what is live: pointers, records and history stay as they were', async () => {
    const before = storeState();
    const store = t.config.releasesDir;
    const target = JSON.stringify(path.join(store, 'mf-blog', 'active.json'));
    const answer = await release(`import fs from 'node:fs';
      ${TRY}
      const wrote = tried(() => fs.writeFileSync(${target}, '{"release":"000000000000"}'));
      throw new Error('write=' + wrote);
      export default {};`);
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ gate: { reasons: string[] } }>().gate.reasons.join(' ')).toContain(
      'write=denied:ERR_ACCESS_DENIED',
    );
    const after = storeState();
    // Only what the site itself wrote of this refused release is new: its record and history line.
    for (const [file, text] of Object.entries(before))
      if (!file.endsWith('history.jsonl')) expect(after[file], file).toBe(text);
    expect((await t.app.inject('/blogs')).statusCode).toBe(200);
  });

  it('cannot start a process, a worker or an addon, nor signal the server', async () => {
    const answer = await release(`import { fork } from 'node:child_process';
      import { Worker } from 'node:worker_threads';
      ${TRY}
      const said = [
        'child=' + tried(() => fork('/bin/true')),
        'worker=' + tried(() => new Worker('export {}', { eval: true })),
        'signal=' + tried(() => process.kill(process.ppid, 0)),
      ];
      throw new Error(said.join(' '));
      export default {};`);
    expect(answer.statusCode).toBe(422);
    const reasons = answer.json<{ gate: { reasons: string[] } }>().gate.reasons.join(' ');
    expect(reasons).toContain('child=denied:ERR_ACCESS_DENIED');
    expect(reasons).toContain('worker=denied:ERR_ACCESS_DENIED');
    expect(reasons).toMatch(/signal=denied:/);
  });

  it('shows the refusal without control characters, naming the page', async () => {
    const answer =
      await release(`export default { contract: '2.0', pages: {}, slices: [], render() {
        throw new Error('bad\\u001b[2J\\rthing');
      } };`);
    expect(answer.statusCode).toBe(422);
    const reasons = answer.json<{ gate: { reasons: string[] } }>().gate.reasons;
    expect(reasons).toContain(
      'page /blogs failed on the server: Server render of /blogs failed: Error: bad [2J thing',
    );
  });

  it('is never followed by a pointer once its files differ from the ones the gate passed', async () => {
    const saying = (words: string) =>
      `export default { contract: '2.0', pages: {}, slices: [], render: () => '${words}' };`;
    const first = await release(saying('first build'));
    expect(first.statusCode, first.body).toBe(200);
    const { release: firstId } = first.json<{ release: string }>();
    expect((await release(saying('second build'))).statusCode).toBe(200);
    // The first release's files are changed where they lie, and a pointer written to it by hand.
    const store = openReleaseStore(t.config.releasesDir, releasePointers(t.app, t.config));
    const entry = path.join(store.filesOf('mf-blog', firstId), 'server', 'entry.mjs');
    fs.writeFileSync(entry, saying('tampered build'));
    await store.activate('mf-blog', firstId, 'someone with the store');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const page = (await t.app.inject('/blogs')).body;
    expect(page).not.toContain('tampered build');
    expect(page).not.toContain(`/releases/mf-blog/${firstId}/`);
  });

  it('that crashes or hangs while live costs only its own region, and its sandbox comes back', async () => {
    const answer =
      await release(`export default { contract: '2.0', pages: {}, slices: [], render(page, data) {
        const said = JSON.stringify(data);
        if (page.path === '/blog/:id' && said.includes('crash-me')) process.exit(1);
        if (page.path === '/blog/:id' && said.includes('hang-me')) while (true) {}
        return 'rendered by the blog team';
      } };`);
    expect(answer.statusCode, answer.body).toBe(200);
    const crashing = await publishBlog('crash-me');
    const hanging = await publishBlog('hang-me');

    /** Waits until the blog team's pages render in their sandbox again, and says how long. */
    const backWithin = async (ms: number) => {
      const started = Date.now();
      while (Date.now() - started < ms) {
        if ((await t.app.inject('/blogs')).body.includes('rendered by the blog team'))
          return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the blog sandbox was not back within ${ms} ms`);
    };

    const crashed = await t.app.inject(`/blog/${crashing}`);
    // The page is still composed, its region left to the browser, and not cached as the page.
    expect(crashed.statusCode).toBe(200);
    expect(crashed.body).toContain('<h1>Blog</h1>');
    expect(crashed.body).not.toContain('rendered by the blog team');
    expect((await t.app.inject('/COPD')).statusCode).toBe(200);
    await backWithin(15_000);

    // A render that never ends is stopped at the render limit; other apps answer meanwhile.
    const began = Date.now();
    const hung = t.app.inject(`/blog/${hanging}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = Date.now();
    expect((await t.app.inject('/about')).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    const stopped = await hung;
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).not.toContain('rendered by the blog team');
    expect(Date.now() - began).toBeGreaterThanOrEqual(9_000);
    await backWithin(15_000);
  }, 60_000);
});
