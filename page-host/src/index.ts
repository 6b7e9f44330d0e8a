/**
 * The page host's public entry: what the site that mounts it (`server`) and its release commands
 * may use. Lint refuses an import of a file inside this package.
 */
export { default, type PageHostOptions } from './page-host';
export { injectedApi } from './api-reader';
export { deployTokens, type DeployToken } from './releases/deploy-tokens';
export { formatReleases } from './releases/format-releases';
export { ReleaseInProgress } from './releases/gate-lock';
export {
  databasePointers,
  PointerMoved,
  type ActivePointer,
  type PointerStore,
} from './releases/pointer-store';
export { packRelease, RELEASE_ARCHIVE_TYPE } from './releases/release-archive';
export { fileHistory, importHistoryFile } from './releases/release-history';
export {
  releaseBuild,
  rollBack,
  type ReleaseContext,
  type ReleaseOutcome,
} from './releases/release-flow';
export {
  filesUnder,
  openReleaseStore,
  type ReleaseStore,
  UnreleasableBuild,
  writeAtomically,
} from './releases/release-store';
export { releaseCandidates, type ReleaseCandidates } from './releases/candidate-store';
export { decideCandidate, expireCandidates, promoteCandidate } from './releases/candidate-flow';
export { candidateAnswer } from './releases/candidate-answer';
export { isCandidate } from './releases/release-flow';
export { approvalNeeded } from './releases/release-approval';
