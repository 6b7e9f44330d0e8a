import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env';
import { IMMUTABLE, NO_CACHE, NO_STORE, cacheControlFor } from '../../site/cache-policy';
import { pickEncoding } from '../../site/compressed-html';
import { fileHeaderSetter } from '../../site/file-headers';
import { watchDeployment } from '../../site/deployment';
import { createPageComposer } from '../../site/page-composer';
import { buildRobots, buildSitemap } from '../../site/sitemap';
import { UPLOADS_PREFIX, uploadsDir } from '../../uploads/uploads-location';
import { globalPlugin } from '../global-plugin';
import noScriptForms from './no-script-forms';

/** Each remote under its own prefix, as if it were its own host (spine item 7). */
export const SITES = [
  { dir: 'shell', prefix: '/' },
  { dir: 'mf-content', prefix: '/mf-content/' },
  { dir: 'mf-blog', prefix: '/mf-blog/' },
  { dir: 'mf-dashboard', prefix: '/mf-dashboard/' },
] as const;

/** Paths the history fallback never answers with the shell: they are files or JSON, not pages. */
const NOT_PAGES = [
  '/api/',
  UPLOADS_PREFIX,
  ...SITES.filter((s) => s.prefix !== '/').map((s) => s.prefix),
];
const isNotPage = (pathname: string) =>
  NOT_PAGES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));

const withoutTrailingSlashes = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');
/** A path that stays on this site when sent back as a Location (`//x` and `/\x` leave it). */
const isLocalPath = (pathname: string) => /^\/(?![/\\])/.test(pathname);

/** Never served: the server builds (run here, not in the browser) and the raw page template. */
const isPrivateFile = (pathName: string) =>
  pathName.startsWith('/server/') || pathName === '/index.html';

/**
 * Serves the built front end (precompressed copies by Accept-Encoding) and uploaded images, and
 * answers every other GET with a page composed on the server from the deployed apps, so the whole
 * site runs from one process on one URL.
 */
export default globalPlugin<{ config: AppConfig }>(async (app: FastifyInstance, { config }) => {
  let decorated = false;
  const setFileHeaders = fileHeaderSetter({ remoteOrigins: config.remoteOrigins });
  const serve = async (root: string, prefix: string, cacheControl: (file: string) => string) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      // Only one registration may add reply.sendFile.
      decorateReply: !decorated,
      wildcard: true,
      // Pages are composed (below), never the raw template.
      index: false,
      allowedPath: (pathName: string) => !isPrivateFile(pathName),
      // Vite wrote .br and .gz beside each file at build time (precompress-plugin).
      preCompressed: true,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, file) => setFileHeaders(reply, cacheControl(file)),
    });
    decorated = true;
  };

  for (const site of SITES) {
    const root = path.join(config.webRoot, site.dir, 'dist');
    // Registered even when missing: an app deployed after start is served at once, as its
    // pages are (the deployment watcher finds them); until then its prefix answers 404.
    if (!fs.existsSync(root)) app.log.warn({ root }, `${site.dir} is not deployed yet`);
    await serve(root, site.prefix, (file) => cacheControlFor(root, file));
  }

  const uploads = uploadsDir(config.dataDir);
  fs.mkdirSync(uploads, { recursive: true });
  // Upload names are random and never reused, so they can be cached for good.
  await serve(uploads, UPLOADS_PREFIX, () => IMMUTABLE);

  const deployments = watchDeployment(config.webRoot, app.log);
  const composer = createPageComposer(app, deployments);

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('cache-control', NO_CACHE)
      .type('application/xml; charset=utf-8')
      .send(await buildSitemap(app, await deployments.current(), request.siteOrigin)),
  );
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send(buildRobots(await deployments.current(), request.siteOrigin)),
  );

  /**
   * Sends the composed page; false when no shell is deployed to compose it (or, `knownOnly`, the
   * path is not a deployed page). A boolean rather than the reply: a reply is a thenable, and
   * awaiting it yields undefined, which read as "not sent".
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    options?: Parameters<typeof composer.compose>[2] & { status?: number },
  ): Promise<boolean> => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = await composer.compose(pathname, request.siteOrigin, options);
    if (!page) return false;
    // Unknown paths get the not-found page with a 404, so search engines see the truth.
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .code(options?.status ?? page.status)
      .header('cache-control', options?.postedForm ? NO_STORE : NO_CACHE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.send(page.body[encoding]);
    return true;
  };

  await app.register(noScriptForms, {
    sendPostedPage: async (request, reply, postedForm, status) => {
      if (await sendPage(request, reply, { knownOnly: true, postedForm, status })) return reply;
      // No shell to show the form again: its reasons, as the API gives them.
      const reasons = postedForm.failure ?? Object.values(postedForm.errors).join(' ');
      return reply.code(status).send({ message: reasons });
    },
  });

  // A deployed page's path is answered before routing goes on: the static handler mounted at /
  // would first look for a file of that name (a readdir and several stats per request), which
  // made a cached page ten times dearer than an API read (`pnpm bench:api`).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    if (isNotPage(pathname)) return;
    // `/COPD/` is `/COPD`: one address per page for search engines and for the page cache.
    const canonical = withoutTrailingSlashes(pathname);
    if (canonical !== pathname && isLocalPath(canonical)) {
      return reply
        .header('cache-control', NO_CACHE)
        .redirect(query === undefined ? canonical : `${canonical}?${query}`, 301);
    }
    if (await sendPage(request, reply, { knownOnly: true })) return reply;
  });

  // The home page: the shell's static files are mounted at /, which would answer for it.
  app.get('/', async (request, reply) => {
    if (!(await sendPage(request, reply))) return reply.code(404).send({ message: 'Not found' });
    return reply;
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isNotPage(pathname)) {
      if (await sendPage(request, reply)) return reply;
    }
    return reply.code(404).send({ message: 'Not found' });
  });
});
