import { z } from 'zod';

/**
 * Release candidates (issue 44): a team's release that passed the gate and is not live yet,
 * waiting for a preview to be looked at, an owner's approval, or promotion. What the site's
 * `GET /api/v1/releases/candidates` answers and `POST /api/v1/releases/{app}/{id}/approval`
 * takes; the dashboard's Releases page reads the same.
 */

/** A medical page's text, named by the hash its manifest entry carries. */
export interface MedicalText {
  readonly path: string;
  readonly textHash: string;
}

/** `candidate`: waiting; `approved`: an owner approved it and it went live; the rest never did. */
export type CandidateState = 'candidate' | 'approved' | 'declined' | 'expired' | 'promoted';

export interface ReleaseCandidate {
  readonly app: string;
  /** The release id (12 hex characters of its files' hash). */
  readonly id: string;
  readonly commit: string;
  readonly releasedBy: string;
  /** The deploy token it was sent with (its name, never its secret); null from the command. */
  readonly token: string | null;
  readonly createdAt: string;
  /** When a candidate still waiting is removed (RELEASE_CANDIDATE_HOURS). */
  readonly expiresAt: string;
  readonly state: CandidateState;
  /** Whether it goes live only with an owner's approval (RELEASE_APPROVAL). */
  readonly needsApproval: boolean;
  /** The gate's result: a candidate passed it (a refused release is never one). */
  readonly gate: { readonly passed: boolean; readonly at: string | null };
  /** Pages whose server-rendered main content differs from the live release's, by path. */
  readonly changedPages: readonly string[];
  /**
   * Medical pages whose text (their manifest `textHash`) differs from the live release's: only
   * a medical reviewer may approve such a candidate, and approving records a review of each
   * (decision 0081).
   */
  readonly medicalPages: readonly MedicalText[];
  /** Opens the preview in one browser; null once revoked, expired or decided. */
  readonly previewUrl: string | null;
  /** Who approved or declined it, when, and why. */
  readonly decision: {
    readonly by: string;
    readonly at: string;
    readonly reason: string | null;
  } | null;
}

export interface ReleaseCandidateList {
  readonly data: readonly ReleaseCandidate[];
}

/** The body of `POST /api/v1/releases/{app}/{id}/approval`. */
export const releaseApprovalSchema = z.object({
  decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline' }),
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
});

export type ReleaseApprovalRequest = z.output<typeof releaseApprovalSchema>;

/** How the API reaches the releases, which the page host keeps (the site wires them). */
export interface ReleaseCandidatesPort {
  list(): Promise<ReleaseCandidate[]>;
  /** One candidate, waiting or decided (an expired one marked first); undefined if none. */
  get(app: string, id: string): Promise<ReleaseCandidate | undefined>;
  /** Approving promotes it at once; 404/409 as `status` with a message when it cannot be. */
  decide(
    app: string,
    id: string,
    request: ReleaseApprovalRequest & { by: string },
  ): Promise<{ status: number; message: string; candidate?: ReleaseCandidate }>;
  /** Ends the candidate's preview link: its cookie opens nothing any more. */
  revokePreview(app: string, id: string): Promise<boolean>;
}

/** The answer to ending a candidate's preview, by a team's token or an owner: the same words. */
export const previewEndedAnswer = (app: string, id: string, revoked: boolean) =>
  revoked
    ? { status: 200, message: `The preview of ${app} ${id} has ended.` }
    : { status: 404, message: `${app} ${id} has no open preview` };

/** Deploy tokens start so: one is never mistaken for a staff session's token, or the reverse. */
export const DEPLOY_TOKEN_PREFIX = 'clinic_deploy_';
