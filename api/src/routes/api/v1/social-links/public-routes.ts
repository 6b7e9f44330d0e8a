import type { FastifyInstance } from 'fastify';
import { sendCachedJson } from '../cached-json';
import { linkSchema, listOf } from '../response-schemas';

export default async function publicSocialLinkRoutes(app: FastifyInstance) {
  app.get(
    '/social-links',
    { schema: { response: { 200: listOf(linkSchema) } } },
    (request, reply) =>
      sendCachedJson(app, request, reply, 'social-links', async () =>
        reply.serialize({ data: await app.repos.socialLinks.list() }),
      ),
  );
}
