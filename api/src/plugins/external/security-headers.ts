import type { FastifyInstance } from 'fastify';
import { HSTS, securityHeaders } from '../../config/content-security-policy';
import type { AppConfig } from '../../config/env';
import { globalPlugin } from '../global-plugin';

/**
 * GUIDE §1 headers on every answer (HTML, files, API, errors), set once per request here.
 * The header set is computed once at start: @fastify/helmet rebuilds helmet's middleware on
 * every request, which costs a measurable share of a small route's throughput.
 */
export default globalPlugin<{ config: AppConfig }>(async (app: FastifyInstance, { config }) => {
  const headers = securityHeaders({ remoteOrigins: config.remoteOrigins });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});
