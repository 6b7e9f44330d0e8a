import { createHash } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PageDefinition, PageManifest } from '@clinic/contracts/federation/page-manifest';

/**
 * Stands in for the shell's server build (shell/src/server/render-page.tsx), which the e2e suite
 * exercises for real: it renders the matched page's title as its H1, and writes what the server
 * handed it into the boot block, so tests can see the pages and data that reached the renderer.
 */
const FAKE_RENDERER = `
export const remoteContract = '2.2';
export async function renderPage(request) {
  // A render takes a moment, so renders asked for together overlap (the bounded-renders tests).
  await new Promise((resolve) => setTimeout(resolve, 2));
  // The server hands over the path alone; a trailing slash names the same page.
  const pathname = request.url.replace(/(.)\\/$/, '$1');
  const page = request.pages.find((p) =>
    new RegExp('^' + p.path.replace(/:[^/]+/g, '[^/]+') + '$').test(pathname));
  const title = page ? page.title : 'Page not found';
  // A remote's page, as the real renderer runs it: what it throws is logged, and the page is
  // left to the browser (the release gate reads that log).
  const remote = page && request.modules[page.remote];
  let remoteHtml = '';
  if (remote && typeof remote.render === 'function') {
    try {
      // What the remote's page says, when it says something (as its markup would).
      const said = remote.render(page, request.data);
      if (typeof said === 'string') remoteHtml = '<section>' + said + '</section>';
    } catch (error) {
      console.error('Server render of ' + pathname + ' failed:', error);
    }
  }
  // The navbar's links, as the real shell makes them from the pages' menu entries
  // (shell/src/layout/site-navbar.tsx); only when some page has one.
  const menu = request.pages.filter((p) => p.menu)
    .map((p) => '<a href="' + p.path + '">' + p.menu.label + '</a>').join('');
  return {
    status: page ? 200 : 404,
    remote: page ? page.remote : undefined,
    head: '<title>' + title + '</title>' +
      '<link rel="canonical" href="' + new URL(pathname, request.origin).href + '">',
    // React writes the preload of a page's high-priority image first.
    html: '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>' +
      (menu ? '<nav>' + menu + '</nav>' : '') + '<main><h1>' + title + '</h1>' + remoteHtml + '</main>',
    boot: JSON.stringify({
      pages: request.pages.map((p) => p.path),
      data: request.data,
      postedForm: request.postedForm,
      // Names only: the entries' URLs would read as scripts the page names.
      remoteNames: Object.keys(request.remotes),
      elsewhere: request.elsewhere,
    }),
  };
}
`;

/**
 * The renders the page host started, with the most at once: renders run in sandboxes (other
 * processes), so they are counted where the page host announces them (`clinic:page-render`).
 */
const renders = { count: 0, running: 0, most: 0 };
subscribe('clinic:page-render', (message) => {
  if ((message as { phase: string }).phase === 'start') {
    renders.count++;
    renders.running++;
    renders.most = Math.max(renders.most, renders.running);
  } else renders.running--;
});
export const fakeRenders = (): { count: number; running: number; most: number } => renders;

const TEMPLATE =
  '<!doctype html><html lang="en-IN"><head><title>shell</title><!--app-head-->' +
  '<script type="module" crossorigin src="/assets/entry-abc123.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-abc123.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head>' +
  '<body><div id="root"><!--app-html--></div><!--app-boot--></body></html>';

const FEDERATION_MANIFEST = JSON.stringify({
  exposes: [
    {
      path: './pages',
      assets: {
        js: { sync: ['assets/pages-abc.js'], async: [] },
        css: { sync: ['assets/pages-abc.css'], async: ['assets/art-abc.css'] },
      },
    },
  ],
});

const page = (
  path: string,
  title: string,
  extra: Partial<PageDefinition> = {},
): PageDefinition => ({
  path,
  key: 'page',
  title,
  description: `${title}.`,
  ...extra,
});

/** Close to the real pages: enough to test routing, data pages, sitemap and robots. */
export const fakePages: Record<string, PageDefinition[]> = {
  'mf-content': [
    page('/', 'Home'),
    page('/about', 'About'),
    page('/COPD', 'Chronic Obstructive Pulmonary Disease(COPD)', {
      // The sitemap's lastmod of a medical page is the day its text changed, not the build date.
      structuredData: {
        type: 'MedicalWebPage',
        about: 'MedicalCondition',
        dateModified: '2026-06-15',
      },
    }),
    // A page with nothing to hydrate: its remote's code is left out of its start plan.
    page('/Polysomnography', 'Polysomnography', { hydrate: 'never' }),
    page('/pictures', 'Image Gallery'),
    page('/Pictures', 'Image Gallery', { canonicalPath: '/pictures' }),
    page('/enquiry', 'Send an Enquiry'),
    page('/enquiry/sent', 'Enquiry Sent', { noindex: true }),
  ],
  'mf-blog': [
    page('/blogs', 'Blogs', { data: ['/published-blogs'] }),
    page('/blog/:id', 'Blog', {
      data: ['/blog/:id'],
      sitemap: { list: '/published-blogs', param: 'id', idField: '_id', lastmodField: 'createdAt' },
    }),
  ],
  'mf-dashboard': [
    page('/signin', 'Staff sign in', { noindex: true }),
    page('/dashboard', 'Dashboard', { protected: true, chromeless: true, noindex: true }),
    page('/dashboard/Forms', 'Form Submissions', {
      protected: true,
      chromeless: true,
      noindex: true,
    }),
  ],
};

const remoteNames: Record<string, string> = {
  'mf-content': 'mf_content',
  'mf-blog': 'mf_blog',
  'mf-dashboard': 'mf_dashboard',
};

/** Writes a remote's page manifest, as a deploy of that remote does. */
export function writePageManifest(
  webRoot: string,
  app: string,
  pages: PageDefinition[],
  pageFiles?: PageManifest['pageFiles'],
) {
  const manifest: PageManifest = {
    remote: remoteNames[app] as PageManifest['remote'],
    contract: '2.0',
    // From the pages themselves: two manifests of as many pages are still two builds.
    buildId: `${app}-${createHash('sha256').update(JSON.stringify(pages)).digest('hex').slice(0, 12)}`,
    builtAt: '2026-11-01T10:00:00.000Z',
    pages,
    ...(pageFiles && { pageFiles }),
  };
  fs.writeFileSync(path.join(webRoot, app, 'dist', 'pages.json'), JSON.stringify(manifest));
}

/** The deployed shape of the four apps, without running Vite (written by writeFakeWebRoot). */
export function writeFakeApp(webRoot: string, name: string) {
  const dist = path.join(webRoot, name, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  const script = `console.log('${name}');`.repeat(100);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js.br'),
    zlib.brotliCompressSync(script),
  );
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'export {}');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), `.${name}-frame{color:navy}`);
  fs.writeFileSync(path.join(dist, 'assets', 'pages-abc.css'), `.${name}-page{margin:0}`);
  // A url() resolves against the stylesheet: this one must stay a link.
  fs.writeFileSync(path.join(dist, 'assets', 'art-abc.css'), `.${name}-art{background:url(a.svg)}`);
  if (name === 'shell') {
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dist, 'server', 'entry.mjs'), FAKE_RENDERER);
    fs.writeFileSync(path.join(dist, 'start-after-load.js'), 'export {}');
    return;
  }
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), FEDERATION_MANIFEST);
  fs.writeFileSync(
    path.join(dist, 'server', 'entry.mjs'),
    "export default { contract: '2.0', pages: {}, slices: [] };\n",
  );
  writePageManifest(webRoot, name, fakePages[name] ?? []);
}

/** A fake build of the four front-end apps, enough to test hosting without running Vite. */
export function writeFakeWebRoot(
  webRoot: string,
  apps = ['shell', 'mf-content', 'mf-blog', 'mf-dashboard'],
) {
  for (const name of apps) writeFakeApp(webRoot, name);
}

let builds = 0;
/** A build of `app` as a team's `pnpm build` would leave it, different from every other. */
export function fakeBuild(
  app: string,
  {
    pages,
    pageFiles,
    serverEntry,
    shellEntry,
  }: {
    pages?: PageDefinition[];
    pageFiles?: PageManifest['pageFiles'];
    serverEntry?: string;
    /** The shell's hashed entry script, which its page template names. */
    shellEntry?: string;
  } = {},
): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-build-'));
  writeFakeApp(webRoot, app);
  const dist = path.join(webRoot, app, 'dist');
  fs.writeFileSync(path.join(dist, 'assets', `build-${++builds}.js`), `/* build ${builds} */`);
  if (shellEntry) {
    const template = path.join(dist, 'index.html');
    const html = fs.readFileSync(template, 'utf8').replace('/assets/entry-abc123.js', shellEntry);
    fs.writeFileSync(template, html);
    fs.writeFileSync(path.join(dist, shellEntry), `/* ${shellEntry} */`);
  }
  if (pages) writePageManifest(webRoot, app, pages, pageFiles);
  if (serverEntry) fs.writeFileSync(path.join(dist, 'server', 'entry.mjs'), serverEntry);
  return dist;
}
