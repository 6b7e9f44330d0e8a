import type {
  ReleaseApprovalRequest,
  ReleaseCandidate,
} from '@clinic/contracts/releases/release-candidate';
import { locked, removePastKeeping, type ReleaseContext } from './release-flow';

/** What a promotion or a decision came to: an HTTP status and a sentence that says why. */
export interface CandidateAnswer {
  readonly status: 200 | 403 | 404 | 409 | 422;
  readonly message: string;
  readonly candidate?: ReleaseCandidate;
  /** Releases removed by retention once the candidate went live. */
  readonly removed?: readonly string[];
}

/**
 * Makes a waiting candidate live: the files that were gated, no rebuild and no new gate, and
 * only while they still have the hash the gate recorded (a replica copies them in first). Under
 * the app's release lock, so one promotion or release of an app happens at a time on every
 * replica; the candidate is then `approved` (with `approval`) or `promoted`.
 */
async function makeLive(
  context: ReleaseContext,
  folder: string,
  id: string,
  approval?: { by: string; reason?: string },
): Promise<CandidateAnswer> {
  const { store, candidates, now = () => new Date() } = context;
  if (!candidates) return { status: 404, message: 'this site keeps no release candidates' };
  return locked(context, folder, async () => {
    const candidate = await candidates.get(folder, id);
    if (!candidate) return { status: 404, message: `${folder} has no release candidate ${id}` };
    if (candidate.state !== 'candidate')
      return {
        status: 409,
        message: `${folder} ${id} is ${candidate.state}, not waiting: nothing was changed`,
        candidate,
      };
    await store.fetch(folder, id);
    if (!(await store.passedIntact(folder, id)))
      return {
        status: 422,
        message: `${folder} ${id}'s files are not the ones the gate passed: it cannot go live`,
        candidate,
      };
    const before = await store.active(folder);
    const by = approval ? `${approval.by} (approved)` : context.by;
    await store.activate(folder, id, by, now(), before ?? null);
    await candidates.settle(
      folder,
      id,
      approval ? 'approved' : 'promoted',
      { by: approval?.by ?? context.by, reason: approval?.reason },
      now(),
    );
    const removed = await removePastKeeping(context, folder);
    return {
      status: 200,
      message: `${folder} ${id} is live (${approval ? `approved by ${approval.by}` : 'promoted'}).`,
      candidate: await candidates.get(folder, id),
      removed,
    };
  });
}

/**
 * `pnpm release promote <app> <id>`: a candidate of an app whose releases need no approval goes
 * live. Refused (403) where they do: there only an owner's approval makes it live.
 */
export function promoteCandidate(context: ReleaseContext, folder: string, id: string) {
  if (context.needsApproval?.(folder))
    return Promise.resolve<CandidateAnswer>({
      status: 403,
      message: `${folder}'s releases need an owner's approval on this site (RELEASE_APPROVAL): an owner approves ${id} in the dashboard, or POST /api/v1/releases/${folder}/${id}/approval`,
    });
  return makeLive(context, folder, id);
}

/**
 * An owner's decision on a candidate: approved, it goes live at once (makeLive); declined, it
 * never does, and its preview ends.
 */
export async function decideCandidate(
  context: ReleaseContext,
  folder: string,
  id: string,
  { decision, reason, by }: ReleaseApprovalRequest & { by: string },
): Promise<CandidateAnswer> {
  if (decision === 'approve') return makeLive(context, folder, id, { by, reason });
  const { candidates, now = () => new Date() } = context;
  const candidate = await candidates?.get(folder, id);
  if (!candidates || !candidate)
    return { status: 404, message: `${folder} has no release candidate ${id}` };
  if (!(await candidates.settle(folder, id, 'declined', { by, reason }, now())))
    return {
      status: 409,
      message: `${folder} ${id} is ${candidate.state}, not waiting: nothing was changed`,
      candidate,
    };
  return {
    status: 200,
    message: `${folder} ${id} was declined: it will not go live.`,
    candidate: await candidates.get(folder, id),
  };
}

/**
 * Candidates waiting past RELEASE_CANDIDATE_HOURS become `expired` and their files go (their
 * record stays, listed); a release live meanwhile keeps its files.
 */
export async function expireCandidates(context: ReleaseContext) {
  const { store, candidates, now = () => new Date() } = context;
  for (const { app, id } of (await candidates?.expire(now())) ?? [])
    if ((await store.active(app))?.release !== id)
      await store.remove(app, id, 'candidate expiry (RELEASE_CANDIDATE_HOURS)', now());
}
