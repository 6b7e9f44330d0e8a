import type { MedicalReviewDue } from '@clinic/contracts/entities/medical-review';
import type {
  ReleaseApprovalRequest,
  ReleaseCandidate,
} from '@clinic/contracts/releases/release-candidate';
import { invalidatesOnSuccess, listRead } from '../../api/list-endpoints';
import { staffApi } from '../../api/staff-api';

/** A candidate named in the API's paths. */
export type CandidateRef = Pick<ReleaseCandidate, 'app' | 'id'>;

const releasePath = ({ app, id }: CandidateRef, rest: string) =>
  `/releases/${encodeURIComponent(app)}/${encodeURIComponent(id)}/${rest}`;

/** How many days ahead the Releases page looks for medical reviews falling due (issue 44). */
export const REVIEWS_DUE_DAYS = 30;

/**
 * The Releases page (issue 44): the candidates with their decisions, an owner's (or a medical
 * reviewer's) approval or decline, ending a preview, and the medical reviews falling due.
 */
export const releasesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getReleaseCandidates: build.query<ReleaseCandidate[], void>(
      listRead<ReleaseCandidate>({
        path: '/releases/candidates',
        fallback: 'Failed to fetch the releases',
        tag: 'Release',
      }),
    ),
    getReviewsDue: build.query<MedicalReviewDue[], void>(
      listRead<MedicalReviewDue>({
        path: `/medical-reviews/due?days=${REVIEWS_DUE_DAYS}`,
        fallback: 'Failed to fetch the medical reviews due',
        tag: 'ReviewDue',
      }),
    ),
    /**
     * Quiet: the page announces the server's own answer ("approved and live", or why not: a 403
     * on medical text is shown where the decision was asked).
     */
    decideRelease: build.mutation<{ message: string }, CandidateRef & ReleaseApprovalRequest>({
      query: ({ app, id, ...request }) => ({
        path: releasePath({ app, id }, 'approval'),
        method: 'POST',
        body: request,
        fallback: 'Failed to record the decision',
        quiet: true,
      }),
      // Refused too (another owner decided first): the list shows what the server keeps.
      invalidatesTags: ['Release', 'ReviewDue', 'Audit'],
    }),
    endPreview: build.mutation<{ message: string }, CandidateRef>({
      query: (candidate) => ({
        path: releasePath(candidate, 'preview'),
        method: 'DELETE',
        fallback: 'Failed to end the preview',
        successToast: `The preview of ${candidate.app} ${candidate.id} has ended.`,
      }),
      invalidatesTags: invalidatesOnSuccess('Release'),
    }),
  }),
});

export const {
  useGetReleaseCandidatesQuery,
  useGetReviewsDueQuery,
  useDecideReleaseMutation,
  useEndPreviewMutation,
} = releasesApi;
