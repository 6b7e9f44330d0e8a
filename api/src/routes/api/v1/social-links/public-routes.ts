import type { FastifyInstance } from 'fastify';
import { sendCachedJson } from '../cached-json';
import { linkSchema, listOf } from '../response-schemas';

export default async function publicSocialLinkRoutes(app: FastifyInstance) {
  app.get('/social-links', { schema: { response: { 200: listOf(linkSchema) } } }, (_request, reply) =>
    sendCachedJson(app, reply, 'social-links', async () => reply.serialize({ data: await app.repos.socialLinks.list() })),
  );
}
