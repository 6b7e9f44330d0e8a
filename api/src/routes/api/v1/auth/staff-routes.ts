import type { FastifyInstance } from 'fastify';
import { dataOf, staffUserSchema } from '../response-schemas';

/**
 * Who the token belongs to. The dashboard asks on load: a token left in the browser may have
 * expired or been revoked, and the protected pages must not show on the strength of it.
 */
export default async function staffSessionRoutes(app: FastifyInstance) {
  app.get(
    '/session',
    { schema: { response: { 200: dataOf(staffUserSchema) } } },
    async (request) => ({
      data: request.staff,
    }),
  );
}
