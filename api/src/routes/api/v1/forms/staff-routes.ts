import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../../lib/http-error';
import { isId } from '../../../../lib/ids';
import { formSubmissionSchema, idParams, listOf, messageSchema } from '../response-schemas';

/** Enquiries hold names and phone numbers (DPDP Act): reading and deleting them is staff-only. */
export default async function staffFormRoutes(app: FastifyInstance) {
  app.get('/forms', { schema: { response: { 200: listOf(formSubmissionSchema) } } }, async () => ({
    data: await app.repos.enquiries.list(),
  }));

  app.delete<{ Params: { id: string } }>(
    '/form/:id',
    { schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      const { id } = request.params;
      if (!isId(id) || !(await app.repos.enquiries.delete(id)))
        throw notFound('Form submission not found');
      return { message: 'Form submission deleted' };
    },
  );
}
