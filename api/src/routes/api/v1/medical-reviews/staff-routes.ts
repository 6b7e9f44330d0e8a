import { clinicDay } from '@clinic/contracts/dates/clinic-time';
import { medicalReviewSchema } from '@clinic/contracts/schemas/medical-review';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../../../config/api-config';
import { HttpError } from '../../../../lib/http-error';
import { clock } from '../../../../lib/clock';
import { validate } from '../../../../lib/validate';
import { addMonths } from '../../../../medical-reviews/review-dates';
import { recordMedicalReviews } from '../../../../medical-reviews/record-medical-reviews';
import { medicalReviewsDueAnswer, messageSchema } from '../response-schemas';

const DAYS_MESSAGE = 'Ask for 1 to 366 days.';

export default async function staffMedicalReviewRoutes(
  app: FastifyInstance,
  { config }: { config: ApiConfig },
) {
  // Owners and medical reviewers (auth/route-roles.ts): what falls due within `days` (30).
  app.get<{ Querystring: { days?: string } }>(
    '/medical-reviews/due',
    { schema: { response: { 200: medicalReviewsDueAnswer } } },
    async (request) => {
      const days = Number(request.query.days ?? 30);
      if (!Number.isInteger(days) || days < 1 || days > 366) throw new HttpError(400, DAYS_MESSAGE);
      const today = clinicDay(clock.now().toISOString());
      const until = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return { data: await app.repos.medicalReviews.dueBetween(today, until) };
    },
  );

  // A medical reviewer signs off the text of a page as they read it: its path and the hash its
  // manifest entry carries (the page they read). The record names them as the reviewer, so only
  // a medical reviewer may make one (auth/route-roles.ts), whatever their role.
  app.post(
    '/medical-reviews',
    { schema: { response: { 201: messageSchema } }, config: { auditsItself: true } },
    async (request, reply) => {
      const { path, textHash } = validate(medicalReviewSchema, request.body);
      const staff = request.staff!;
      await recordMedicalReviews(
        app.db,
        {
          reviewer: { id: staff._id, email: staff.email, name: staff.name ?? staff.email },
          pages: [{ path, textHash }],
        },
        { months: config.medicalReviewMonths, ip: request.ip },
      );
      const due = addMonths(clinicDay(clock.now().toISOString()), config.medicalReviewMonths);
      return reply
        .code(201)
        .send({ message: `Review of ${path} recorded; next review due ${due}` });
    },
  );
}
