import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../../../cache/read-cache';

/**
 * Content type of answers sent from the read cache: they are already serialised (through the
 * route's response schema), so Fastify sends the string as it is.
 */
export const JSON_TYPE = 'application/json; charset=utf-8';

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/**
 * Answers from the read cache; on a miss runs `load` (which serialises with reply.serialize or
 * returns undefined for "do not cache"). A hit answers synchronously, gzipped when the client
 * accepts it: these are the busiest routes of the site and a hit should cost next to nothing.
 */
export function sendCachedJson(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<CachedBody | undefined>,
): undefined | Promise<FastifyReply | undefined> {
  reply.header('vary', 'accept-encoding');
  const gzip = acceptsGzip(request) ? app.readCache.peekGzip(key) : undefined;
  if (gzip !== undefined) {
    reply.type(JSON_TYPE).header('content-encoding', 'gzip').send(gzip);
    return undefined;
  }
  const hit = app.readCache.peek(key);
  if (hit !== undefined) {
    reply.type(JSON_TYPE).send(hit);
    return undefined;
  }
  return app.readCache
    .get(key, load)
    .then((body) => (body === undefined ? undefined : reply.type(JSON_TYPE).send(body)));
}
