import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fakePages, writePageManifest } from './helpers/fake-deployment';
import { multipart } from '@clinic/api/testing';
import { signedInSiteTestApp } from './helpers/site-test-app';
import { createSiteTestApp } from './helpers/site-test-app';

const { t, auth } = signedInSiteTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const webRoot = () => t.config.webRoot;

const publishBlog = async (status: 'published' | 'draft', title = 'Winter smog') => {
  const form = multipart({ title, subTitle: 'Air and asthma', status, content: '[]' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/blog',
    payload: form.payload,
    headers: { ...auth, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string; createdAt: string } }>().data;
};

/** The deployment is looked at again at most once a second. */
const afterRecheck = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('static hosting', () => {
  it('serves each remote under its own prefix; entries and manifests are never cached', async () => {
    for (const name of ['mf-content', 'mf-blog', 'mf-dashboard']) {
      const entry = await get(`/${name}/remoteEntry.js`);
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      for (const file of ['mf-manifest.json', 'pages.json'])
        expect((await get(`/${name}/${file}`)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the precompressed copy the browser accepts, cached like the file itself', async () => {
    const br = await get('/mf-blog/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain("console.log('mf-blog')");
    const plain = await get('/mf-blog/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain("console.log('mf-blog')");
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves the server builds or the raw page template', async () => {
    for (const url of [
      '/server/entry.mjs',
      '/mf-content/server/entry.mjs',
      '/mf-blog/server/entry.mjs',
      '/mf-dashboard/server/entry.mjs',
      '/index.html',
    ]) {
      for (const encoding of ['', 'br, gzip']) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('renderPage');
        expect(res.body, url).not.toContain('<!--app-html-->');
      }
    }
  });

  it('does not leak them through other spellings of the same path either', async () => {
    for (const url of [
      '/%73erver/entry.mjs',
      '/server%2Fentry.mjs',
      '//server/entry.mjs',
      '/assets/../server/entry.mjs',
      '/assets/%2e%2e/server/entry.mjs',
      '/mf-content/%73erver/entry.mjs',
      '/mf-content//server/entry.mjs',
      '/%69ndex.html',
      '/./index.html',
    ]) {
      const res = await get(url);
      // @fastify/static refuses non-canonical paths ("//", "..") with 403; the rest are 404.
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('renderPage');
      expect(res.body, url).not.toContain('<!--app-html-->');
    }
  });

  it('answers 404 JSON, never a page, for a missing file under a remote prefix', async () => {
    for (const url of [
      '/mf-content/nope.js',
      '/mf-blog/assets/missing.js',
      '/mf-dashboard',
      '/uploads/none.webp',
      '/api/v1/nope',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('composed pages', () => {
  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/COPD', 'Chronic Obstructive Pulmonary Disease(COPD)'],
    ['/Pictures', 'Image Gallery'],
    ['/pictures', 'Image Gallery'],
    ['/Polysomnography', 'Polysomnography'],
    ['/blogs', 'Blogs'],
    ['/signin', 'Staff sign in'],
    ['/dashboard/Forms', 'Form Submissions'],
  ])('%s answers 200 with its page, from the deployed manifests', async (url, title) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<h1>${title}</h1>`);
  });

  it.each(['/copd', '/nope', '/blog', '/blog/a/b', '/PICTURES', '/dashboard/forms', '/depression'])(
    '%s answers 404 with the not-found page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<h1>Page not found</h1>');
    },
  );

  it('answers HEAD with the status and headers of the page, and no body', async () => {
    const page = await t.app.inject({ method: 'HEAD', url: '/COPD' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
  });

  it('puts head, markup, boot data and the remote preloads into the template', async () => {
    const { body } = await get('/COPD');
    expect(body).not.toContain('<title>shell</title>');
    expect(body).toContain('<title>Chronic Obstructive Pulmonary Disease(COPD)</title>');
    expect(body).toContain('<div id="root"><main><h1>');
    expect(body).toMatch(/<script type="application\/json" id="clinic-boot">\{"pages":\[/);
    expect(body).not.toContain('<!--app-');
  });

  it('starts the scripts after the page has loaded: one plan with the remote modules first', async () => {
    const { body } = await get('/COPD');
    // Nothing in the page fetches a script before the loader runs it at the end of the body.
    expect(body).not.toContain('modulepreload');
    expect(body).not.toContain('/assets/entry-abc123.js"></script>');
    const plan = /<script type="application\/json" id="clinic-start">([^<]*)<\/script>/.exec(body);
    expect(JSON.parse(plan![1]!)).toEqual({
      entry: '/assets/entry-abc123.js',
      preload: [
        '/mf-content/remoteEntry.js',
        '/mf-content/assets/pages-abc.js',
        '/assets/react-abc123.js',
      ],
    });
    expect(body).toMatch(
      /id="clinic-start">[^<]*<\/script><script type="module" src="\/start-after-load.js"><\/script><\/body>/,
    );
  });

  it("starts only the shell on a static page: its remote's styles, none of its code", async () => {
    const { body } = await get('/Polysomnography');
    const plan = /<script type="application\/json" id="clinic-start">([^<]*)<\/script>/.exec(body);
    expect(JSON.parse(plan![1]!)).toEqual({
      entry: '/assets/entry-abc123.js',
      preload: ['/assets/react-abc123.js'],
    });
    expect(body).not.toContain('/mf-content/remoteEntry.js');
    expect(body).toContain('<style>.mf-content-page{margin:0}</style>');
  });

  it('starts only the shell on a page whose widgets hydrate after the frame, and leaves its remote to the browser', async () => {
    const original = fakePages['mf-content'] ?? [];
    writePageManifest(webRoot(), 'mf-content', [
      ...original,
      {
        path: '/Videos',
        key: 'page',
        title: 'Videos',
        description: 'New.',
        hydrate: 'after-frame',
      },
    ]);
    await afterRecheck();
    try {
      const { body } = await get('/Videos');
      const plan = /<script type="application\/json" id="clinic-start">([^<]*)<\/script>/.exec(
        body,
      );
      expect(JSON.parse(plan![1]!)).toEqual({
        entry: '/assets/entry-abc123.js',
        preload: ['/assets/react-abc123.js'],
      });
      expect(body).not.toContain('/mf-content/remoteEntry.js');
      // Composed as any page: its remote's styles are in it.
      expect(body).toContain('<style>.mf-content-page{margin:0}</style>');
    } finally {
      writePageManifest(webRoot(), 'mf-content', [...original]);
      await afterRecheck();
    }
  });

  it("keeps the template's own script tags for a shell that ships no loader", async () => {
    const loader = path.join(webRoot(), 'shell', 'dist', 'start-after-load.js');
    fs.rmSync(loader);
    try {
      await afterRecheck();
      const { body } = await get('/COPD');
      expect(body).not.toContain('clinic-start');
      expect(body).toContain('<script type="module" crossorigin src="/assets/entry-abc123.js">');
      expect(body).toContain(
        '<link rel="modulepreload" crossorigin href="/mf-content/remoteEntry.js">',
      );
      expect(body).toContain('href="/mf-content/assets/pages-abc.js"');
    } finally {
      fs.writeFileSync(loader, 'export {}');
      await afterRecheck();
    }
  });

  it('puts the shell and page stylesheets in the page, and links one that has a url()', async () => {
    const body = (await get('/COPD')).body;
    expect(body).toContain('<style>.mf-content-page{margin:0}</style>');
    expect(body).toContain('<style>.shell-frame{color:navy}</style>');
    expect(body).not.toContain('href="/assets/index-abc123.css"');
    expect(body).not.toContain('pages-abc.css');
    expect(body).toContain('<link rel="stylesheet" href="/mf-content/assets/art-abc.css">');
  });

  it("puts a page's own styles in it when its manifest lists them, not every page's", async () => {
    const original = fakePages['mf-content'] ?? [];
    writePageManifest(webRoot(), 'mf-content', [
      ...original,
      { path: '/Spirometry', key: 'page', title: 'Spirometry', description: 'New.', styles: [] },
    ]);
    await afterRecheck();
    try {
      const own = (await get('/Spirometry')).body;
      expect(own).toContain('<style>.mf-content-page{margin:0}</style>');
      expect(own).not.toContain('art-abc.css');
      // The browser's list of pages does not carry them.
      expect(own).not.toContain('"styles"');
      expect((await get('/COPD')).body).toContain('/mf-content/assets/art-abc.css');
    } finally {
      writePageManifest(webRoot(), 'mf-content', [...original]);
      await afterRecheck();
    }
  });

  it("renders a blog's page with its data; an unknown or draft blog answers 404", async () => {
    const blog = await publishBlog('published', 'Winter smog and your lungs');
    const res = await get(`/blog/${blog._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Winter smog and your lungs');
    expect(res.body).toContain(`"/blog/${blog._id}":{"data":{"_id":"${blog._id}"`);
    expect((await get('/blog/000000000000000000000000')).statusCode).toBe(404);
    const draft = await publishBlog('draft', 'Not yet');
    const hidden = await get(`/blog/${draft._id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Not yet');
  });

  it('sends the page as brotli or gzip when the browser accepts it', async () => {
    const br = await get('/COPD', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Chronic');
    const gz = await get('/COPD', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<h1>Chronic');
    const plain = await get('/COPD');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Chronic');
    for (const res of [gz, plain]) expect(res.headers.vary).toContain('accept-encoding');
  });

  // Server bug (page-host/src/compressed-html.ts, pickEncoding): only the literal "q=0" is read as
  // "not acceptable", but RFC 9110 §12.4.2 also spells it "q=0.0", "q=0.00", "Q=0".
  it('does not send brotli to a browser that refuses it with q=0.0', async () => {
    const res = await get('/COPD', { 'accept-encoding': 'gzip, br;q=0.0' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<h1>Chronic');
  });

  it('shows data staff changed: the page is composed again, not served stale', async () => {
    const blog = await publishBlog('published', 'Pollen season');
    expect((await get('/blogs')).body).toContain('Pollen season');
    expect((await get(`/blog/${blog._id}`)).statusCode).toBe(200);
    const unpublished = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/${blog._id}/status`,
      headers: auth,
      payload: { status: 'draft' },
    });
    expect(unpublished.statusCode).toBe(200);
    expect((await get('/blogs')).body).not.toContain('Pollen season');
    expect((await get(`/blog/${blog._id}`)).statusCode).toBe(404);
  });

  // Server bug (page-host/src/compose/page-html.ts, pageHtml): the parts are put in with
  // String.replace and a string, so "$'", "$&", "$`" and "$$" in them are replacement patterns.
  // A blog title with "$'" gets the rest of the template pasted into the page.
  it('puts page text containing $ patterns into the page as written', async () => {
    const blog = await publishBlog('published', "Save $' and $& on inhalers");
    const res = await get(`/blog/${blog._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Save $' and $& on inhalers");
    expect(res.body.match(/<\/html>/g)).toHaveLength(1);
  });

  it('picks up a page a remote adds, and drops a removed remote, without a restart', async () => {
    expect((await get('/Bronchiectasis')).statusCode).toBe(404);
    writePageManifest(webRoot(), 'mf-content', [
      ...(fakePages['mf-content'] ?? []),
      { path: '/Bronchiectasis', key: 'page', title: 'Bronchiectasis', description: 'New.' },
    ]);
    await afterRecheck();
    const added = await get('/Bronchiectasis');
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain('<h1>Bronchiectasis</h1>');
    expect((await get('/sitemap.xml')).body).toContain('/Bronchiectasis</loc>');

    const dashboard = path.join(webRoot(), 'mf-dashboard', 'dist');
    const parked = path.join(webRoot(), 'mf-dashboard', 'parked');
    fs.renameSync(dashboard, parked);
    try {
      await afterRecheck();
      expect((await get('/signin')).statusCode).toBe(404);
      expect((await get('/COPD')).statusCode).toBe(200);
    } finally {
      fs.renameSync(parked, dashboard);
    }
    await afterRecheck();
    expect((await get('/signin')).statusCode).toBe(200);
  });

  it('does not compose pages for other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});

describe('sitemap and robots', () => {
  it('lists every public page and published blog, with lastmod, and nothing else', async () => {
    const blog = await publishBlog('published', 'In the sitemap');
    const draft = await publishBlog('draft', 'Not in the sitemap');
    const res = await get('/sitemap.xml', { host: 'localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/', '/about', '/COPD', '/pictures', '/blogs', `/blog/${blog._id}`])
      expect(locs).toContain(`http://localhost${page}`);
    for (const hidden of [
      '/Pictures',
      '/signin',
      '/dashboard',
      '/dashboard/Forms',
      `/blog/${draft._id}`,
    ])
      expect(locs).not.toContain(`http://localhost${hidden}`);
    expect(res.body).toContain(
      `<loc>http://localhost/blog/${blog._id}</loc><lastmod>${blog.createdAt.slice(0, 10)}</lastmod>`,
    );
    // A medical page's lastmod is the day its text changed; the others', their remote's build date.
    expect(res.body).toContain('<loc>http://localhost/COPD</loc><lastmod>2026-06-15</lastmod>');
    expect(res.body).toContain('<loc>http://localhost/about</loc><lastmod>2026-11-01</lastmod>');
  });

  it('uses PUBLIC_URL for the origin when it is set', async () => {
    const fixed = await createSiteTestApp({ publicOrigin: 'https://clinic.example' });
    try {
      const res = await fixed.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.test' } });
      expect(res.body).toContain('<loc>https://clinic.example/COPD</loc>');
      expect(res.body).not.toContain('evil.test');
    } finally {
      await fixed.close();
    }
  });

  it('robots.txt keeps staff pages out and names the sitemap', async () => {
    const res = await get('/robots.txt', { host: 'localhost' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /dashboard\n');
    expect(res.body).toContain('Disallow: /signin\n');
    expect(res.body).not.toContain('Disallow: /dashboard/Forms');
    expect(res.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('image preloads', () => {
  it("move from the top of the page's markup to the top of the head, before its styles", async () => {
    const html = (await get('/')).body;
    const preload = '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>';
    expect(html.split(preload)).toHaveLength(2);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html).toContain('<div id="root"><main>');
  });
});

describe('security headers', () => {
  it.each(['/api/v1/health', '/api/v1/nope', '/api/v1/forms'])(
    'are on the API answer %s, denying everything',
    async (url) => {
      const res = await get(url);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('add HSTS when the request came over HTTPS (behind a trusted proxy)', async () => {
    const proxied = await createSiteTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const res = await proxied.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it.each(['/', '/nope', '/blog/x', '/mf-blog/missing.js'])(
    'are on the page or answer %s',
    async (url) => {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
      expect(csp).toContain('https://i.ytimg.com');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it.each(['/mf-content/remoteEntry.js', '/mf-blog/assets/index-abc123.js', '/favicon.svg'])(
    'on the file %s are the short set a file needs, not the page policy',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const pageOnly of ['x-frame-options', 'permissions-policy', 'x-request-id'])
        expect(res.headers[pageOnly]).toBeUndefined();
    },
  );

  it('leave validators off content-hashed files only', async () => {
    const hashed = await get('/mf-blog/assets/index-abc123.js');
    expect(hashed.headers['etag']).toBeUndefined();
    expect(hashed.headers['last-modified']).toBeUndefined();
    expect((await get('/mf-content/remoteEntry.js')).headers['etag']).toBeDefined();
  });
});

describe('health', () => {
  it('runs on the database the environment asks for', () => {
    expect(t.app.database.dialect).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
  });

  it('answers ok', async () => {
    const res = await get('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
