import type { FastifyInstance } from 'fastify';
import { carryOverListedReviews } from '@clinic/api';
import { medicalReviews } from '@clinic/contracts/config/medical-reviews';
import { clinicDay } from '@clinic/contracts/dates/clinic-time';
import { deployedMedicalPages } from './deployed-medical-pages';

/**
 * At start, decision 0042's hand-kept list (shipped empty) becomes review records bound to the
 * deployed mf-content's texts (decision 0081). Idempotent: every start may run it.
 */
export async function carryOverConfiguredReviews(app: FastifyInstance, webRoot: string) {
  if (!medicalReviews.length) return;
  const pages = (await deployedMedicalPages(webRoot)).flatMap((page) =>
    page.textHash ? [{ ...page, textHash: page.textHash }] : [],
  );
  const recorded = await carryOverListedReviews(
    app.db,
    medicalReviews,
    pages,
    clinicDay(new Date().toISOString()),
  );
  if (recorded)
    app.log.info(
      { recorded },
      'medical reviews carried over from medical-reviews.ts: remove its entries now',
    );
}
