import { useId } from 'react';
import type {
  CandidateState,
  ReleaseCandidate,
} from '@clinic/contracts/releases/release-candidate';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { DataTableHead } from '../../components/data-table-head';
import { madeBy } from './candidate-details';

const OUTCOMES: Record<Exclude<CandidateState, 'candidate'>, string> = {
  approved: 'Approved',
  promoted: 'Promoted',
  declined: 'Declined',
  expired: 'Expired',
};

/** When it was decided, or (expired, never decided) when it lapsed. */
const decidedAt = (candidate: ReleaseCandidate) =>
  formatClinicTimestamp(candidate.decision?.at ?? candidate.expiresAt);

/** Releases no longer waiting: approved, promoted, declined or expired, with by whom and why. */
export function DecidedReleases({ releases }: { releases: readonly ReleaseCandidate[] }) {
  const headingId = useId();
  return (
    <section className="releases-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Decided and expired</h2>
      {releases.length === 0 ? (
        <p className="dash-note">No release has been decided yet</p>
      ) : (
        <table className="dash-table" aria-labelledby={headingId}>
          <DataTableHead plain columns={['Release', 'Made by', 'Outcome', 'By', 'When', 'Why']} />
          <tbody>
            {releases.map((release) => (
              <tr key={`${release.app}/${release.id}`}>
                <td data-label="Release">
                  <strong>{release.app}</strong> <code>{release.id}</code>
                </td>
                <td data-label="Made by">{madeBy(release)}</td>
                <td data-label="Outcome" className="dash-table__nowrap">
                  {OUTCOMES[release.state as keyof typeof OUTCOMES]}
                </td>
                <td data-label="By">{release.decision?.by ?? '—'}</td>
                <td data-label="When">{decidedAt(release)}</td>
                <td data-label="Why">{release.decision?.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
