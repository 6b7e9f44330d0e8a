import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config/api-config';
import { siteOriginFor } from '../../lib/site-origin';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The origin this request is served under (site/site-origin.ts); never its raw Host. */
    siteOrigin: string;
    /**
     * The origin of the staff pages and routes: STAFF_URL's (decision 0076), or without it the
     * request's own. A staff request served under another origin is refused.
     */
    staffOrigin: string;
  }
}

/** How many Host headers the request carried (Node keeps the first of several in `headers`). */
function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2)
    if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === 'host') count++;
  return count;
}

/**
 * Answers 400 for a malformed Host, more than one Host (RFC 9112 §3.2: a proxy and this server
 * could each read another), or a host this server does not serve, before anything else reads
 * it; every later step uses `request.siteOrigin`.
 */
export default fp<{ config: ApiConfig }>(async (app: FastifyInstance, { config }) => {
  app.decorateRequest('siteOrigin', '');
  app.decorateRequest('staffOrigin', '');
  app.addHook('onRequest', async (request, reply) => {
    if (hostHeaderCount(request.raw.rawHeaders) > 1)
      return reply.code(400).send({ message: 'The request has more than one Host header' });
    const address = app.server.address() as AddressInfo | null;
    const result = siteOriginFor(config, {
      host: request.host,
      protocol: request.protocol,
      listeningPort: address?.port,
    });
    if ('message' in result) return reply.code(400).send({ message: result.message });
    request.siteOrigin = result.origin;
    request.staffOrigin = config.staffOrigin ?? result.origin;
  });
});
