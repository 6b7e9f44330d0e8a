import { socialLinkSchema } from '@clinic/contracts/schemas/social-link';
import type { FastifyInstance } from 'fastify';
import { clock } from '../../../../lib/clock';
import { notFound } from '../../../../lib/http-error';
import { isId, newId } from '../../../../lib/ids';
import { validate } from '../../../../lib/validate';
import { dataOf, idParams, linkSchema, messageSchema } from '../response-schemas';

export default async function staffSocialLinkRoutes(app: FastifyInstance) {
  // Product §7: "new link in data.data" (the original client reads response.data.data).
  app.post(
    '/social-links',
    { schema: { response: { 201: dataOf(dataOf(linkSchema)) } } },
    async (request, reply) => {
      const input = validate(socialLinkSchema, request.body);
      const link = await app.repos.socialLinks.insert({
        id: newId(),
        ...input,
        created_at: clock.stamp(),
      });
      return reply.code(201).send({ data: { data: link } });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/social-links/:id',
    { schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      const { id } = request.params;
      if (!isId(id) || !(await app.repos.socialLinks.delete(id))) throw notFound('Link not found');
      return { message: 'Link deleted' };
    },
  );
}
