import type { ReleaseCandidatesPort } from '@clinic/contracts/releases/release-candidate';
import { decideCandidate, expireCandidates } from './candidate-flow';
import type { ReleaseContext } from './release-flow';

/**
 * The releases as the API's owner routes reach them (`/api/v1/releases/…`): the candidates
 * (expired ones marked first) and an owner's decision, which, approving, waits until
 * this server composes pages from it (the other replicas follow within a second).
 */
export function candidatePort(
  context: (by: string) => ReleaseContext,
  served: () => Promise<unknown>,
): ReleaseCandidatesPort {
  return {
    async list() {
      const site = context('the site');
      await expireCandidates(site);
      return site.candidates?.list() ?? [];
    },
    async get(app, id) {
      const site = context('the site');
      await expireCandidates(site);
      return site.candidates?.get(app, id);
    },
    async decide(app, id, request) {
      const answer = await decideCandidate(context(request.by), app, id, request);
      if (answer.status === 200 && request.decision === 'approve') await served();
      return answer;
    },
    async revokePreview(app, id) {
      return (await context('the site').candidates?.revokePreview(app, id)) ?? false;
    },
  };
}
