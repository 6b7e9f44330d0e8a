import type { ReleaseCandidate } from '@clinic/contracts/releases/release-candidate';

/** What a release that became a candidate answers (HTTP 202) and the command prints from. */
export function candidateAnswer(candidate: ReleaseCandidate) {
  const waitsFor = candidate.needsApproval
    ? "an owner's approval (RELEASE_APPROVAL)"
    : `pnpm release promote ${candidate.app} ${candidate.id}`;
  return {
    app: candidate.app,
    release: candidate.id,
    live: false,
    candidate,
    gate: { passed: true, reasons: [] },
    previewUrl: candidate.previewUrl,
    changedPages: candidate.changedPages,
    needsApproval: candidate.needsApproval,
    message: `${candidate.app} ${candidate.id} passed the gate and is a candidate, not live: it goes live with ${waitsFor}.`,
  };
}
