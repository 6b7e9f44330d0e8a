import type { ReleaseCandidate } from '@clinic/contracts/releases/release-candidate';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { PageHeader } from '../../components/page-header';
import { DecidedReleases } from './decided-releases';
import { useGetReleaseCandidatesQuery } from './releases-api';
import { ReviewsDue } from './reviews-due';
import { WaitingCandidates } from './waiting-candidates';
import '../../components/button.scss';
import '../../components/dashboard-ui.scss';
import '../../components/data-table.scss';
import './releases-page.scss';

const NO_RELEASES: ReleaseCandidate[] = [];

/**
 * The Releases page (issue 44), for owners and medical reviewers: the teams' releases waiting for
 * the site's say, those already decided, and the medical reviews falling due.
 */
export default function ReleasesPage({ page }: PageProps) {
  const {
    data: releases = NO_RELEASES,
    isLoading,
    isError,
    refetch,
  } = useGetReleaseCandidatesQuery();
  const waiting = releases.filter((release) => release.state === 'candidate');
  const decided = releases.filter((release) => release.state !== 'candidate');
  return (
    <main id="main" className="dashboard-page releases-page" tabIndex={-1}>
      <PageHeader title={page.title} />
      <WaitingCandidates
        candidates={waiting}
        loading={isLoading}
        failed={isError && releases.length === 0}
        onRetry={() => void refetch()}
      />
      {!isLoading && !isError && <DecidedReleases releases={decided} />}
      <ReviewsDue />
    </main>
  );
}
