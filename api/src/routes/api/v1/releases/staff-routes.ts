import {
  DEPLOY_TOKEN_PREFIX,
  previewEndedAnswer,
  releaseApprovalSchema,
  type ReleaseCandidateList,
  type ReleaseCandidatesPort,
} from '@clinic/contracts/releases/release-candidate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../../../config/api-config';
import { HttpError } from '../../../../lib/http-error';
import { recordMedicalReviews } from '../../../../medical-reviews/record-medical-reviews';
import { validate } from '../../../../lib/validate';
import { checkApprover } from './approver';

const NOT_A_DEPLOY_TOKEN =
  'A deploy token cannot list or approve releases: an owner signs in to the dashboard';

/**
 * A deploy token is refused outright (403), before any session is looked for: it releases one
 * app and must never approve its own release (issue 44). Runs first in the staff routes.
 */
export async function refuseDeployTokens(request: FastifyRequest) {
  if (!request.url.startsWith('/api/v1/releases/')) return;
  if (request.headers.authorization?.startsWith(`Bearer ${DEPLOY_TOKEN_PREFIX}`))
    throw new HttpError(403, NOT_A_DEPLOY_TOKEN);
}

/**
 * Release candidates for owners (issue 44; auth/route-roles.ts): the list the dashboard's
 * Releases page will show, and an owner's approval or decline. Approving makes the candidate
 * live at once, with the files that were gated; the audit log records every decision.
 */
export default async function staffReleaseRoutes(
  app: FastifyInstance,
  { config }: { config: ApiConfig },
) {
  const port = (): ReleaseCandidatesPort => {
    const connected = app.releaseCandidates.port;
    if (!connected) throw new HttpError(503, 'This server keeps no releases');
    return connected;
  };

  app.get('/releases/candidates', async (): Promise<ReleaseCandidateList> => ({
    data: await port().list(),
  }));

  app.post<{ Params: { app: string; id: string } }>(
    '/releases/:app/:id/approval',
    async (request, reply) => {
      const { decision, reason } = validate(releaseApprovalSchema, request.body);
      const staff = request.staff!;
      const { app: folder, id } = request.params;
      request.auditTarget = `${folder} ${id} ${decision}`;
      const candidate = await port().get(folder, id);
      if (!candidate) throw new HttpError(404, `${folder} has no release candidate ${id}`);
      checkApprover(staff, candidate, decision);
      const answer = await port().decide(folder, id, {
        decision,
        reason,
        by: staff.name ? `${staff.name} <${staff.email}>` : staff.email,
      });
      // The reviewer's approval of changed medical text is their review of it (decision 0081).
      if (answer.status === 200 && decision === 'approve' && candidate.medicalPages.length)
        await recordMedicalReviews(
          app.db,
          {
            reviewer: { id: staff._id, email: staff.email, name: staff.name ?? staff.email },
            pages: candidate.medicalPages,
            release: { app: folder, id },
          },
          { months: config.medicalReviewMonths, ip: request.ip },
        );
      return reply.code(answer.status).send(answer);
    },
  );

  app.delete<{ Params: { app: string; id: string } }>(
    '/releases/:app/:id/preview',
    async (request, reply) => {
      const { app: folder, id } = request.params;
      const { status, message } = previewEndedAnswer(
        folder,
        id,
        await port().revokePreview(folder, id),
      );
      return reply.code(status).send({ message });
    },
  );
}
