import type { FastifyInstance } from 'fastify';

/** Where the API answers: an unknown path under it is a JSON 404, whatever the site mounts at `/`. */
export const API_PREFIX = '/api';

/**
 * The API's own not-found answer, in a context of its own under `/api` (Fastify keeps one
 * not-found handler per prefix), so the page host beside it may answer every other unknown path
 * with its not-found page.
 */
export default async function apiNotFound(app: FastifyInstance) {
  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
    },
    { prefix: API_PREFIX },
  );
}
