/**
 * The releases' public entry (decision 0083): what the site that mounts them (`server`), its
 * release and deploy-token commands and its tests may use. Lint refuses an import of a file
 * inside this package.
 */
export { siteReleases, type SiteReleasesOptions } from './site-releases';
export { releasePointers } from './release-pointers';
export { deployTokens, type DeployToken } from './deploy-tokens';
export { formatReleases } from './format-releases';
export { ReleaseInProgress } from './gate-lock';
export { PointerMoved } from './pointer-store';
export { packRelease, RELEASE_ARCHIVE_TYPE } from './release-archive';
export {
  releaseBuild,
  rollBack,
  isCandidate,
  type ReleaseContext,
  type ReleaseOutcome,
} from './release-flow';
export { openReleaseStore, type ReleaseStore, UnreleasableBuild } from './release-store';
export { releaseCandidates, type ReleaseCandidates } from './candidate-store';
export { promoteCandidate } from './candidate-flow';
export { candidateAnswer } from './candidate-answer';
export { approvalNeeded } from './release-approval';
// The release commands' client: what `pnpm release` sends to a site over HTTP, and on the
// site's machine, how it stages a build and waits until a release is served.
export { stageBuild } from './cli/release-build';
export {
  endPreview,
  fetchReleases,
  releaseTarget,
  sendPromote,
  sendRelease,
  sendRollback,
  type SiteAnswer,
} from './cli/release-client';
export { type Served, waitUntilServed } from './cli/release-served';
