import { enquirySchema } from '@clinic/contracts/schemas/enquiry';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../../../config/api-config';
import { clock } from '../../../../lib/clock';
import { HttpError } from '../../../../lib/http-error';
import { newId } from '../../../../lib/ids';
import { validate } from '../../../../lib/validate';
import { dataOf, formSubmissionSchema } from '../response-schemas';

export default async function publicFormRoutes(
  app: FastifyInstance,
  { config }: { config: ApiConfig },
) {
  app.post(
    '/form',
    {
      schema: { response: { 201: dataOf(formSubmissionSchema) } },
      config: {
        rateLimit: {
          max: config.enquiryRateLimit,
          timeWindow: '1 hour',
          errorResponseBuilder: () =>
            new HttpError(
              429,
              'Too many enquiries from your connection. Please call the clinic or try again later.',
            ),
        },
      },
    },
    async (request, reply) => {
      const { website, ...enquiry } = validate(enquirySchema, request.body);
      const row = { id: newId(), ...enquiry, created_at: clock.stamp() };
      // Honeypot filled: a bot. Answer exactly like a real submission, store nothing.
      if (website)
        return reply
          .code(201)
          .send({ data: { _id: row.id, ...enquiry, createdAt: row.created_at } });
      const stored = await app.repos.enquiries.insert(row);
      // Only once the row is committed; the visitor's answer never waits for the e-mail.
      app.notifyEnquiry(stored);
      return reply.code(201).send({ data: stored });
    },
  );
}
