import type { FastifyInstance } from 'fastify';
import { isDatabaseReachable } from '../../../../db/database';

/** Liveness for load balancers and CI: 200 when the database answers, else 503. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] },
          503: {
            type: 'object',
            properties: { status: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseReachable(app.db)) return { status: 'ok' };
      return reply
        .code(503)
        .send({ status: 'unavailable', message: 'The database is not reachable' });
    },
  );
}
