import type { FastifyInstance } from 'fastify';
import { API_SECURITY_HEADERS, HSTS, securityHeaders } from '@clinic/server-kit/security-headers';
import { type ApiConfig, siteIsLive } from '../../config/api-config';
import fp from 'fastify-plugin';

/**
 * product §10 headers on every answer (pages, files, API, errors), set here once per request with
 * the request id (one hook instead of two: this runs on every request). The header sets are
 * computed once at start: @fastify/helmet rebuilds helmet's middleware on every request, which
 * costs a measurable share of a small route's throughput.
 */
export default fp<{ config: ApiConfig }>(async (app: FastifyInstance, { config }) => {
  const siteHeaders = securityHeaders({ remoteOrigins: config.remoteOrigins });
  // A live site is https by its address, whatever hop the request took to get here: behind a
  // proxy not named in TRUST_PROXY the request itself looks like http.
  const alwaysHsts = siteIsLive(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_SECURITY_HEADERS : siteHeaders);
    // Handing the id back lets staff quote it when something fails, and us find the log line.
    reply.header('x-request-id', request.id);
    if (alwaysHsts || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});
