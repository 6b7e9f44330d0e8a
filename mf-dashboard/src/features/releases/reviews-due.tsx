import { useId } from 'react';
import { DataTableHead } from '../../components/data-table-head';
import { ListStatus } from '../../components/list-status';
import { REVIEWS_DUE_DAYS, useGetReviewsDueQuery } from './releases-api';

/** Medical pages whose next review falls within 30 days (decision 0081), soonest as the API sends. */
export function ReviewsDue() {
  const headingId = useId();
  const { data: due = [], isLoading, isError, refetch } = useGetReviewsDueQuery();
  return (
    <section className="releases-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Reviews due</h2>
      <ListStatus
        failedText={isError && 'The medical reviews due could not be loaded. Please try again.'}
        onRetry={() => void refetch()}
        loading={isLoading}
        empty={due.length === 0}
        loadingText="Loading the reviews due..."
        emptyText={`No medical review is due in the next ${REVIEWS_DUE_DAYS} days`}
      >
        <table className="dash-table" aria-labelledby={headingId}>
          <DataTableHead plain columns={['Page', 'Next review due', 'Last reviewed', 'By']} />
          <tbody>
            {due.map((review) => (
              <tr key={`${review.path} ${review.textHash}`}>
                <td data-label="Page">
                  <a href={review.path} target="_blank" rel="noopener noreferrer">
                    {review.path}
                    <span className="dash-visually-hidden"> (opens in a new tab)</span>
                  </a>
                </td>
                <td data-label="Next review due">{review.nextReviewDue}</td>
                <td data-label="Last reviewed">{review.reviewedOn}</td>
                <td data-label="By">{review.reviewer}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListStatus>
    </section>
  );
}
