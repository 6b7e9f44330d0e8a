import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from '../../site/cache-policy';
import { createKnownRouteMatcher } from '../../site/known-routes';
import { UPLOADS_PREFIX, uploadsDir } from '../../uploads/uploads-location';
import { globalPlugin } from '../global-plugin';

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

/**
 * Serves the built front end and uploaded images, and answers every other GET with the shell
 * (history fallback), so the whole site runs from one process on one URL.
 */
export default globalPlugin<{ config: AppConfig }>(async (app: FastifyInstance, { config }) => {
  let decorated = false;
  const serve = async (root: string, prefix: string, cacheControl: (file: string) => string) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      // Only one registration may add reply.sendFile.
      decorateReply: !decorated,
      wildcard: true,
      index: ['index.html'],
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControl(file));
      },
    });
    decorated = true;
  };

  for (const site of SITES) {
    const root = path.join(config.webRoot, site.dir, 'dist');
    if (!fs.existsSync(root)) {
      app.log.warn({ root }, `${site.dir} is not built; ${site.prefix} answers 404`);
      continue;
    }
    await serve(root, site.prefix, (file) => cacheControlFor(root, file));
  }

  const uploads = uploadsDir(config.dataDir);
  fs.mkdirSync(uploads, { recursive: true });
  // Upload names are random and never reused, so they can be cached for good.
  await serve(uploads, UPLOADS_PREFIX, () => IMMUTABLE);

  const shellRoot = path.join(config.webRoot, 'shell', 'dist');
  const isKnownRoute = createKnownRouteMatcher();

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isNotPage(pathname)) {
      const html = await readShellIndex(shellRoot);
      if (html !== undefined) {
        // Unknown paths still get the shell (it renders the not-found page) but with a 404,
        // so search engines and link checkers see the truth.
        return reply
          .code(isKnownRoute(safeDecode(pathname)) ? 200 : 404)
          .header('cache-control', NO_CACHE)
          .type('text/html; charset=utf-8')
          .send(html);
      }
    }
    return reply.code(404).send({ message: 'Not found' });
  });
});

async function readShellIndex(shellRoot: string): Promise<string | undefined> {
  try {
    // Read per request (it is small): a rebuilt shell is picked up without a restart.
    return await fs.promises.readFile(path.join(shellRoot, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
