import type { FastifyInstance } from 'fastify';
import { linkSchema, listOf } from '../response-schemas';

export default async function publicSocialLinkRoutes(app: FastifyInstance) {
  app.get('/social-links', { schema: { response: { 200: listOf(linkSchema) } } }, async () => ({
    data: await app.repos.socialLinks.list(),
  }));
}
