import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import { siteOriginFor } from '../../lib/site-origin';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The origin this request is served under (site/site-origin.ts); never its raw Host. */
    siteOrigin: string;
  }
}

/**
 * Answers 400 for a malformed Host, or for a host this server does not serve, before anything
 * else reads it; every later step uses `request.siteOrigin`.
 */
export default fp<{ config: AppConfig }>(async (app: FastifyInstance, { config }) => {
  app.decorateRequest('siteOrigin', '');
  app.addHook('onRequest', async (request, reply) => {
    const address = app.server.address() as AddressInfo | null;
    const result = siteOriginFor(config.publicOrigin, {
      host: request.host,
      protocol: request.protocol,
      listeningPort: address?.port,
    });
    if ('message' in result) return reply.code(400).send({ message: result.message });
    request.siteOrigin = result.origin;
  });
});
