import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { NO_CACHE } from '../cache-policy';
import { isLocalPath, withoutTrailingSlashes } from './page-paths';
import type { SendPage } from './page-sender';

export interface PageAnswersOptions {
  sendPage: SendPage;
  /** Paths never answered with a page: they are files or JSON. */
  isNotPage: (pathname: string) => boolean;
}

/** Every GET that is not a file or JSON is answered with a composed page, or the not-found one. */
async function pageAnswers(app: FastifyInstance, { sendPage, isNotPage }: PageAnswersOptions) {
  // A deployed page's path is answered before routing goes on: the static handler mounted at /
  // would first look for a file of that name (a readdir and several stats per request), which
  // made a cached page ten times dearer than an API read (`pnpm bench:api`).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    if (isNotPage(pathname)) return;
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

export default fastifyPlugin(pageAnswers, { name: 'page-host-page-answers' });
