import { TEXT_HASH_PATTERN } from '@clinic/contracts/entities/medical-review';
import { clinicDay } from '@clinic/contracts/dates/clinic-time';
import type { FastifyInstance } from 'fastify';
import { clock } from '../../../../lib/clock';
import { sendCachedJson } from '../cached-json';
import { medicalReviewAnswer } from '../response-schemas';

/**
 * `GET /medical-reviews/{textHash}`: the review in force for that text, or `{ data: null }`,
 * always 200: a medical page lists this read in its `data`, and a 404 there would make the page
 * itself answer 404 (decision 0081). A review is cached per clinic day, so it lapses on its due
 * date.
 */
export default async function publicMedicalReviewRoutes(app: FastifyInstance) {
  app.get<{ Params: { textHash: string } }>(
    '/medical-reviews/:textHash',
    { schema: { response: { 200: medicalReviewAnswer } } },
    (request, reply) => {
      const { textHash } = request.params;
      const today = clinicDay(clock.now().toISOString());
      if (!TEXT_HASH_PATTERN.test(textHash)) return reply.send({ data: null });
      // Only a review in force is cached: a miss for any well-formed hash would otherwise be kept,
      // and random hashes would grow the cache without bound (the read cache keeps only what
      // exists). A review recorded through another server then shows at once.
      const cached = sendCachedJson(
        app,
        request,
        reply,
        `medical-review:${textHash}:${today}`,
        async () => {
          const review = await app.repos.medicalReviews.inForce(textHash, today);
          return review ? reply.serialize({ data: review }) : undefined;
        },
      );
      return cached?.then((sent) => sent ?? reply.send({ data: null }));
    },
  );
}
