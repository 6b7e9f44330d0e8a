import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per request, written when the answer has gone: method, path, status, time and the
 * request id. Bodies, query strings and headers are left out: enquiries carry names and phone
 * numbers, sign-ins carry passwords, and headers carry tokens.
 */
export default fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        reqId: request.id,
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
});
