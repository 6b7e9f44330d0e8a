import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { makePrivateDir } from '@clinic/server-kit/private-files';
import { SHELL_FOLDER } from '@clinic/contracts/federation/page-host-contract';
import { remoteFolders } from '@clinic/contracts/federation/remote-name';
import { IMMUTABLE, NO_CACHE, NO_STORE, cacheControlFor } from './cache-policy';
import { sendHtml } from './compressed-html';
import { fileHeaderSetter } from './file-headers';
import { RELEASES_URL_PREFIX, watchDeployment } from './deployment';
import type { PointerStore } from './releases/pointer-store';
import { openReleaseStore } from './releases/release-store';
import { reportServedReleases } from './served-releases';
import {
  DEPLOY_PREFIX,
  releaseEndpoint,
  type ReleaseEndpointOptions,
} from './releases/release-endpoint';
import { injectedApi } from './api-reader';
import { createPageComposer, RendersBusy } from './page-composer';
import { buildRobots, buildSitemap } from './sitemap';
import noScriptForms from './no-script-forms';
import { serveShellFiles, shellFileRoots, shellRootOf } from './shell-files';

export interface PageHostOptions {
  /** Where the apps' builds are: `<webRoot>/<app folder>/dist`. */
  webRoot: string;
  /** Origins of remotes deployed on other hosts, for the files' security headers. */
  remoteOrigins: readonly string[];
  /** The release store (decision 0026): each app's releases and the pointer to its live one. */
  releasesDir: string;
  /** Where the pointers are kept, when not in the store's files (the site's database). */
  pointers?: PointerStore;
  /**
   * Files served as they are, for good (content-named): the API's uploaded images. `fetch` puts
   * a file this server lacks into `dir` (from the shared database) and says whether it could.
   */
  uploads: { dir: string; prefix: string; fetch?: (name: string) => Promise<boolean> };
  /** Prefixes that are never a page (the API's), besides the apps' and the uploads'. */
  notPages: readonly string[];
  /** The origin a request is served under (never its raw Host: the composition root checks it). */
  originOf: (request: FastifyRequest) => string;
  /** Releases over HTTP with deploy tokens (`/deploy/v1/…`); without it, none are taken. */
  deploy?: Pick<
    ReleaseEndpointOptions,
    'tokens' | 'uploadBytes' | 'releasesPerHour' | 'countStore' | 'gateLimits' | 'keepHours'
  >;
}

/** A file of a release, by its path under the store: `/<app>/<id>/<file>`. */
const RELEASED_FILE = /^\/([a-z][a-z-]*)\/([0-9a-f]{12})\/(.+)$/;

/** Each remote under its own prefix, as if it were its own host (decision 0004). */
const REMOTE_SITES = Object.values(remoteFolders).map((dir) => ({ dir, prefix: `/${dir}/` }));

const withoutTrailingSlashes = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');
/** A path that stays on this site when sent back as a Location (`//x` and `/\x` leave it). */
const isLocalPath = (pathname: string) => /^\/(?![/\\])/.test(pathname);

/** Never served: the server builds (run here, not in the browser) and the raw page template. */
const isPrivateFile = (pathName: string) =>
  pathName.startsWith('/server/') || pathName === '/index.html';

/**
 * Serves the built front end (precompressed copies by Accept-Encoding) and uploaded images, and
 * answers every other GET with a page composed on the server from the deployed apps, so the whole
 * site runs from one process on one URL. Registered beside the API, which it reads only through
 * `app.inject('/api/v1/…')`. Not encapsulated: its hooks and not-found handler are the site's.
 */
async function pageHost(app: FastifyInstance, options: PageHostOptions) {
  const { webRoot, remoteOrigins, uploads, originOf, releasesDir } = options;
  /** Paths never answered with a page: they are files or JSON. */
  const notPages = [
    ...options.notPages,
    uploads.prefix,
    RELEASES_URL_PREFIX,
    DEPLOY_PREFIX,
    ...REMOTE_SITES.map((s) => s.prefix),
  ];
  const isNotPage = (pathname: string) =>
    notPages.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
  let decorated = false;
  const setFileHeaders = fileHeaderSetter({ remoteOrigins });
  const serve = async (
    root: string,
    prefix: string,
    cacheControl: (file: string) => string,
    allowedPath: (pathName: string) => boolean = (pathName) => !isPrivateFile(pathName),
    /** False: only decorate `reply.sendFile` with these settings (the shell's files). */
    route = true,
  ) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      serve: route,
      // Only one registration may add reply.sendFile.
      decorateReply: !decorated,
      wildcard: true,
      // Pages are composed (below), never the raw template.
      index: false,
      allowedPath,
      // Vite wrote .br and .gz beside each file at build time (precompress-plugin).
      preCompressed: true,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, file) => setFileHeaders(reply, cacheControl(file)),
    });
    decorated = true;
  };

  const store = openReleaseStore(releasesDir, options.pointers);
  if (!makePrivateDir(releasesDir))
    app.log.warn(
      { dir: releasesDir },
      'not closed to other users: the folder belongs to another user',
    );
  const deployments = watchDeployment(webRoot, app.log, { store });
  // Pages composed before listening (the site's warm-up) leave a snapshot of what was deployed
  // then; the first request once listening looks again, as if nothing had been read before.
  app.addHook('onListen', async () => deployments.recheck());
  // Servers sharing the pointers say which releases they compose from (served-releases.ts).
  const { pointers } = options;
  if (pointers?.served) {
    const served = pointers.served.bind(pointers);
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = reportServedReleases(store, deployments, served, app.log);
    });
    app.addHook('onClose', async () => stop());
  }
  // The pages' sandboxes are this server's processes: they stop with it.
  app.addHook('onClose', async () => deployments.close());

  // The shell first: its registration decorates `reply.sendFile` with its headers and private
  // paths, and its files come from its live release and those still kept (shell-files.ts).
  const shellBuild = path.join(webRoot, SHELL_FOLDER, 'dist');
  await serve(
    shellBuild,
    '/',
    (file) => cacheControlFor(shellRootOf(webRoot, store, file), file),
    undefined,
    false,
  );
  serveShellFiles(app, shellFileRoots(webRoot, deployments, store));
  for (const site of REMOTE_SITES) {
    const root = path.join(webRoot, site.dir, 'dist');
    // Registered even when missing: an app deployed after start is served at once, as its
    // pages are (the deployment watcher finds them); until then its prefix answers 404.
    if (!fs.existsSync(root)) app.log.warn({ root }, `${site.dir} is not deployed yet`);
    await serve(root, site.prefix, (file) => cacheControlFor(root, file));
  }
  if (!fs.existsSync(shellBuild) && !(await store.active(SHELL_FOLDER)))
    app.log.warn({ root: shellBuild }, 'the shell is not deployed yet');

  makePrivateDir(uploads.dir);
  // Upload names are random and never reused, so they can be cached for good.
  await serve(uploads.dir, uploads.prefix, () => IMMUTABLE);
  const { fetch: fetchUpload } = uploads;
  if (fetchUpload)
    // An upload made through another server, on first request here: copied in, then served as
    // any other (same headers and ETag).
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const pathname = request.url.split('?')[0] ?? '';
      if (!pathname.startsWith(uploads.prefix)) return;
      let name;
      try {
        name = decodeURIComponent(pathname.slice(uploads.prefix.length));
      } catch {
        return;
      }
      if (fs.existsSync(path.join(uploads.dir, path.basename(name)))) return;
      await fetchUpload(name).catch((error: unknown) =>
        request.log.warn({ err: error }, 'upload not copied from the database'),
      );
    });

  // Released files, each under its release's own URL, so they never change and are cached for
  // good; only a release's files are served, never its record or its server build.
  await serve(
    releasesDir,
    RELEASES_URL_PREFIX,
    () => IMMUTABLE,
    (pathName) => {
      const [, folder, id, file] = RELEASED_FILE.exec(pathName) ?? [];
      // A release the gate refused, or has not passed yet, is never served (decision 0032).
      return file !== undefined && !isPrivateFile(`/${file}`) && store.passedGate(folder!, id!);
    },
  );

  const api = injectedApi(app);
  const composer = createPageComposer(api, deployments, app.log);
  if (options.deploy)
    await app.register(releaseEndpoint, {
      ...options.deploy,
      prefix: DEPLOY_PREFIX.slice(0, -1),
      store,
      webRoot,
      api,
      served: () => deployments.fresh(),
    });

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('cache-control', NO_CACHE)
      .type('application/xml; charset=utf-8')
      .send(await buildSitemap(api, await deployments.current(), originOf(request))),
  );
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send(buildRobots(await deployments.current(), originOf(request))),
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
    let page;
    try {
      page = await composer.compose(pathname, originOf(request), options);
    } catch (error) {
      if (!(error instanceof RendersBusy)) throw error;
      reply
        .code(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .header('cache-control', NO_STORE)
        .send({ message: error.message });
      return true;
    }
    if (!page) return false;
    // Unknown paths get the not-found page with a 404, so search engines see the truth.
    sendHtml(request, reply, page.body, {
      status: options?.status ?? page.status,
      cacheControl: options?.postedForm ? NO_STORE : NO_CACHE,
    });
    return true;
  };

  await app.register(noScriptForms, {
    originOf,
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
}

export default fastifyPlugin(pageHost, { name: 'page-host', fastify: '5.x' });
