import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipart } from '@clinic/api/testing';
import type { PageDefinition } from '@clinic/contracts/federation/page-manifest';
import { injectedApi } from '@clinic/page-host';
import { openReleaseStore, releaseBuild, releasePointers, rollBack } from '@clinic/releases';
import { fakeBuild, fakePages } from './helpers/fake-deployment';
import { signedInSiteTestApp } from './helpers/site-test-app';

/** Releases of a remote, gated and switched on the running site (decision 0026). */
const { t, auth } = signedInSiteTestApp();

const context = () => ({
  api: injectedApi(t.app),
  webRoot: t.config.webRoot,
  // Where the site reads its pointers: files, or on the PostgreSQL run the database.
  store: openReleaseStore(t.config.releasesDir, releasePointers(t.app, t.config)),
  by: 'Test Team <team@clinic.test>',
});

const release = (app: string, dist: string) => releaseBuild(context(), app, dist, 'abc1234');

/** The entry URL a composed page tells the browser to load the remote from. */
const entryNamed = async (url: string, remote: string) => {
  const page = await t.app.inject(url);
  return new RegExp(`/releases/${remote}/([0-9a-f]{12})/remoteEntry\\.js`).exec(page.body)?.[1];
};

async function within(ms: number, check: () => Promise<boolean>) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - start;
}

const publishBlog = (title: string) => {
  const form = multipart({ title, subTitle: 'Sub', status: 'published', content: '[]' });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/blog',
    payload: form.payload,
    headers: { ...auth, ...form.headers },
  });
};

/**
 * A published blog with an empty title. The API refuses one (a title is required: shared's blog
 * schema), so it is written into the test's database directly, as a blog saved before that rule
 * or by another tool would be; the API's read cache is then emptied so the list shows it.
 */
async function publishBlogWithEmptyTitle() {
  const published = await publishBlog('Breathing well');
  expect(published.statusCode).toBe(201);
  const id = published.json<{ data: { _id: string } }>().data._id;
  await t.app.db.updateTable('blogs').set({ title: '' }).where('id', '=', id).execute();
  t.app.readCache.clear();
  const list = await t.app.inject('/api/v1/published-blogs');
  expect(list.json<{ data: { title: string }[] }>().data.map((blog) => blog.title)).toContain('');
}

describe('pnpm release, the gate, and rollback', () => {
  it('a release of mf-content that adds a page is live within 2 s: 200, prerendered, in the sitemap and the menus, served from its own URLs', async () => {
    const pages = [
      ...fakePages['mf-content']!,
      {
        path: '/Bronchiectasis',
        key: 'page',
        title: 'Bronchiectasis',
        description: 'Bronchiectasis.',
        menu: { group: 'Treatments', label: 'Bronchiectasis', order: 9 },
      } satisfies PageDefinition,
    ];
    const outcome = await release('mf-content', fakeBuild('mf-content', { pages }));
    expect(outcome.live).toBe(true);
    const id = outcome.release!.id;
    const took = await within(
      2000,
      async () => (await t.app.inject('/Bronchiectasis')).statusCode === 200,
    );
    expect(took).toBeLessThanOrEqual(2000);
    expect(await entryNamed('/Bronchiectasis', 'mf-content')).toBe(id);
    // Prerendered: the page's H1 is in the HTML. In the menus: the shell's navbar links every
    // page with a menu entry (shell/src/layout/site-navbar.tsx); the fake shell does the same
    // with what the page host hands it, so this shows the new entry reaches the shell.
    const page = (await t.app.inject('/Bronchiectasis')).body;
    expect(page).toContain('<h1>Bronchiectasis</h1>');
    expect((await t.app.inject('/about')).body).toMatch(
      /<nav>.*<a href="\/Bronchiectasis">Bronchiectasis<\/a>.*<\/nav>/,
    );
    expect((await t.app.inject('/sitemap.xml')).body).toContain('/Bronchiectasis</loc>');
    const entry = await t.app.inject(`/releases/mf-content/${id}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toContain('immutable');
    // Its record and server build are never served.
    expect((await t.app.inject(`/releases/mf-content/${id}.json`)).statusCode).toBe(404);
    expect((await t.app.inject(`/releases/mf-content/${id}/server/entry.mjs`)).statusCode).toBe(
      404,
    );
    expect((await t.app.inject('/releases/mf-content/active.json')).statusCode).toBe(404);
  });

  it('refuses a release of mf-blog whose list page throws on a blog with an empty title, naming the page and the error; /blogs is unchanged', async () => {
    expect((await release('mf-blog', fakeBuild('mf-blog'))).live).toBe(true);
    await within(2000, async () => (await entryNamed('/blogs', 'mf-blog')) !== undefined);
    const before = await entryNamed('/blogs', 'mf-blog');
    const blogsBefore = (await t.app.inject('/blogs')).body;
    await publishBlogWithEmptyTitle();
    // The list page shows each blog's initial: fine for every blog with a title.
    const broken = fakeBuild('mf-blog', {
      serverEntry: `export default { contract: '2.2', pages: {}, slices: [],
        render(page, data) {
          const list = data['/published-blogs'];
          for (const blog of list ? list.data : []) blog.title.match(/\\w/)[0].toUpperCase();
        } };`,
    });
    const outcome = await release('mf-blog', broken);
    expect(outcome.live).toBe(false);
    expect(outcome.live ? [] : outcome.reasons).toEqual([
      expect.stringMatching(
        /^page \/blogs failed on the server: .*Cannot read properties of null \(reading '0'\)/,
      ),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await entryNamed('/blogs', 'mf-blog')).toBe(before);
    // Every file of mf-blog the page names is still the live release's.
    const releaseFiles = (body: string) =>
      new Set(body.match(/\/releases\/mf-blog\/[0-9a-f]{12}\//g));
    expect(releaseFiles((await t.app.inject('/blogs')).body)).toEqual(releaseFiles(blogsBefore));
    expect(releaseFiles(blogsBefore)).toEqual(new Set([`/releases/mf-blog/${before}/`]));
    const history = await context().store.history('mf-blog');
    expect(history.at(-1)).toMatchObject({ event: 'refused', release: outcome.release!.id });
  });

  it('refuses a page path another app owns, and a contract major the shell does not know', async () => {
    const taken = await release(
      'mf-blog',
      fakeBuild('mf-blog', {
        pages: [
          ...fakePages['mf-blog']!,
          { path: '/about', key: 'page', title: 'About', description: 'About.' },
        ],
      }),
    );
    expect(taken.live ? [] : taken.reasons).toContain("page /about is already mf_content's");
    const unstyled = await release(
      'mf-blog',
      fakeBuild('mf-blog', {
        pages: fakePages['mf-blog']!.map((page) => ({ ...page, styles: ['assets/gone.css'] })),
      }),
    );
    expect(unstyled.live ? [] : unstyled.reasons).toContain(
      `page ${fakePages['mf-blog']![0]!.path} lists assets/gone.css, which the release does not carry`,
    );
    const { key } = fakePages['mf-blog']![0]!;
    const unscripted = await release(
      'mf-blog',
      fakeBuild('mf-blog', {
        pages: fakePages['mf-blog']!,
        pageFiles: { [key]: ['assets/gone.js'] },
      }),
    );
    expect(unscripted.live ? [] : unscripted.reasons).toEqual([
      `page key ${key} lists assets/gone.js, which the release does not carry`,
    ]);
    const future = await release(
      'mf-blog',
      fakeBuild('mf-blog', {
        serverEntry: "export default { contract: '3.0', pages: {}, slices: [] };\n",
      }),
    );
    expect(future.live ? [] : future.reasons).toEqual([
      'it implements remote contract 3.0; the live shell knows 2.x',
    ]);
    const manifestOf = fakeBuild('mf-blog');
    const manifest = JSON.parse(fs.readFileSync(path.join(manifestOf, 'pages.json'), 'utf8'));
    fs.writeFileSync(
      path.join(manifestOf, 'pages.json'),
      JSON.stringify({ ...manifest, contract: '3.0' }),
    );
    const unknownMajor = await release('mf-blog', manifestOf);
    expect(unknownMajor.live ? [] : unknownMajor.reasons).toContain(
      'it implements remote contract 3.0; the live shell knows 2.x',
    );
  });

  it('keeps every recent release served: a tab on an old page loads its remote after five releases', async () => {
    const first = await release('mf-blog', fakeBuild('mf-blog'));
    const ids = [first.release!.id];
    for (let i = 0; i < 5; i++)
      ids.push((await release('mf-blog', fakeBuild('mf-blog'))).release!.id);
    for (const id of ids) {
      const entry = await t.app.inject(`/releases/mf-blog/${id}/remoteEntry.js`);
      expect(entry.statusCode, id).toBe(200);
    }
  });

  it('pnpm rollback serves the previous release again within 2 s, and a named one', async () => {
    const a = await release('mf-blog', fakeBuild('mf-blog'));
    const b = await release('mf-blog', fakeBuild('mf-blog'));
    await within(2000, async () => (await entryNamed('/blogs', 'mf-blog')) === b.release!.id);
    const back = await rollBack(context(), 'mf-blog');
    expect(back).toMatchObject({ live: true, release: { id: a.release!.id } });
    await within(2000, async () => (await entryNamed('/blogs', 'mf-blog')) === a.release!.id);
    const named = await rollBack(context(), 'mf-blog', b.release!.id);
    expect(named.live).toBe(true);
    await within(2000, async () => (await entryNamed('/blogs', 'mf-blog')) === b.release!.id);
    expect((await rollBack(context(), 'mf-blog', '000000000000')).live).toBe(false);
  });

  it('refuses a build holding a symbolic link, naming it, and keeps nothing of it', async () => {
    const dist = fakeBuild('mf-blog');
    fs.symlinkSync('/etc/passwd', path.join(dist, 'assets', 'passwords.js'));
    const releasesBefore = openReleaseStore(t.config.releasesDir).list('mf-blog').length;
    await expect(release('mf-blog', dist)).rejects.toThrow(
      `${path.join('assets', 'passwords.js')} is a symbolic link: a release holds files only`,
    );
    expect(openReleaseStore(t.config.releasesDir).list('mf-blog')).toHaveLength(releasesBefore);
  });

  it('10 releases in a row while pages are requested: no request fails, no 5xx', async () => {
    let releasing = true;
    const answers: number[] = [];
    const load = (async () => {
      while (releasing) {
        const batch = await Promise.all(
          ['/blogs', '/COPD', '/about', '/blog/unknown'].map((url) => t.app.inject(url)),
        );
        for (const answer of batch) {
          answers.push(answer.statusCode);
          const entry = /\/releases\/mf-blog\/[0-9a-f]{12}\/remoteEntry\.js/.exec(answer.body);
          if (entry) answers.push((await t.app.inject(entry[0])).statusCode);
        }
      }
    })();
    for (let i = 0; i < 10; i++) {
      expect((await release('mf-blog', fakeBuild('mf-blog'))).live).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    releasing = false;
    await load;
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(answers)).toEqual(new Set([200, 404]));
    // Ten gates, each a child process: about 30 s on a busy two-core machine.
  }, 90_000);
});

describe('pnpm release shell', () => {
  /** The shell entry the page's start plan names: which shell release composed it. */
  const shellEntryOf = async (url: string) =>
    /"entry":"(\/assets\/[^"]+)"/.exec((await t.app.inject(url)).body)?.[1];

  it('a shell release goes live within 2 s; the files of the one it replaced stay served', async () => {
    const one = await release('shell', fakeBuild('shell', { shellEntry: '/assets/entry-one.js' }));
    expect(one.live).toBe(true);
    await within(2000, async () => (await shellEntryOf('/blogs')) === '/assets/entry-one.js');
    const two = await release('shell', fakeBuild('shell', { shellEntry: '/assets/entry-two.js' }));
    expect(two.live).toBe(true);
    const took = await within(
      2000,
      async () => (await shellEntryOf('/about')) === '/assets/entry-two.js',
    );
    expect(took).toBeLessThanOrEqual(2000);
    // Pages render with the new release's server build; its files are served at /.
    expect((await t.app.inject('/about')).body).toContain('<h1>About</h1>');
    const entry = await t.app.inject('/assets/entry-two.js');
    expect([entry.statusCode, entry.body]).toEqual([200, '/* /assets/entry-two.js */']);
    expect(entry.headers['cache-control']).toContain('immutable');
    // A file without a hash in its name is the live release's, cached for an hour as before.
    const icon = await t.app.inject('/favicon.svg');
    expect([icon.statusCode, icon.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
    // A tab composed by the replaced shell still loads its chunks; they are not in the new one.
    const old = await t.app.inject('/assets/entry-one.js');
    expect([old.statusCode, old.body]).toEqual([200, '/* /assets/entry-one.js */']);
    // The server build and the raw template stay private; an unknown path is still a page.
    expect((await t.app.inject('/server/entry.mjs')).statusCode).toBe(404);
    expect((await t.app.inject('/%73erver/entry.mjs')).statusCode).toBe(404);
    expect((await t.app.inject('/index.html')).statusCode).toBe(404);
    expect((await t.app.inject('/no-such-page')).body).toContain('<h1>Page not found</h1>');
    expect((await context().store.history('shell')).at(-1)).toMatchObject({
      event: 'activated',
      release: two.release!.id,
    });
  });

  it("refuses a shell that does not know an active remote's contract major, naming the remote", async () => {
    const live = await shellEntryOf('/about');
    const future = await release(
      'shell',
      fakeBuild('shell', {
        shellEntry: '/assets/entry-three.js',
        serverEntry: `export const remoteContract = '3.0';
          export async function renderPage() { throw new Error('never rendered'); }`,
      }),
    );
    expect(future.live ? [] : future.reasons).toEqual([
      'the live mf-content implements remote contract 2.0; this shell knows 3.x',
      'the live mf-blog implements remote contract 2.0; this shell knows 3.x',
      'the live mf-dashboard implements remote contract 2.0; this shell knows 3.x',
    ]);
    const throwing = await release(
      'shell',
      fakeBuild('shell', {
        serverEntry: `export const remoteContract = '2.2';
          export async function renderPage() { throw new Error('the shell broke'); }`,
      }),
    );
    expect(throwing.live ? [] : throwing.reasons).toContain(
      'page /about failed on the server: the shell broke',
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await shellEntryOf('/about')).toBe(live);
  });

  it('pnpm rollback shell serves the previous shell again within 2 s', async () => {
    const a = await release('shell', fakeBuild('shell', { shellEntry: '/assets/entry-a.js' }));
    const b = await release('shell', fakeBuild('shell', { shellEntry: '/assets/entry-b.js' }));
    expect([a.live, b.live]).toEqual([true, true]);
    await within(2000, async () => (await shellEntryOf('/about')) === '/assets/entry-b.js');
    const back = await rollBack(context(), 'shell');
    expect(back).toMatchObject({ live: true, release: { id: a.release!.id } });
    const took = await within(
      2000,
      async () => (await shellEntryOf('/about')) === '/assets/entry-a.js',
    );
    expect(took).toBeLessThanOrEqual(2000);
  });
});
