import { useId } from 'react';
import type { StaffSession } from '@clinic/contracts/entities/staff-session';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { DataTableHead } from '../../components/data-table-head';
import { ListStatus } from '../../components/list-status';
import { RowActionButton } from '../../components/row-action-button';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useGetSessionsQuery,
} from './account-api';

const NO_SESSIONS: StaffSession[] = [];

/**
 * Where the staff member is signed in: each browser, when it signed in and was last used, and a
 * button to sign it out (this one is marked, and signed out with Logout instead). Signing out
 * all the others is one button, for a lost phone or a shared computer.
 */
export function SessionsList() {
  const headingId = useId();
  const { data: sessions = NO_SESSIONS, isLoading } = useGetSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const others = sessions.filter((session) => !session.current).length;

  return (
    <section className="account-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Your sessions</h2>
      <ListStatus
        loading={isLoading}
        empty={sessions.length === 0}
        loadingText="Loading sessions..."
        emptyText="No sessions found"
      >
        <table className="dash-table" aria-labelledby={headingId}>
          <DataTableHead columns={['Device', 'Signed in', 'Last active']} />
          <tbody>
            {sessions.map((session, index) => (
              <tr key={session.id}>
                <td data-label="#">{index + 1}</td>
                <td data-label="Device">
                  {session.device}
                  {session.current && <strong> (this browser)</strong>}
                </td>
                <td data-label="Signed in">{formatClinicTimestamp(session.createdAt)}</td>
                <td data-label="Last active">{formatClinicTimestamp(session.lastSeenAt)}</td>
                <td data-label="Actions" className="dash-table__actions">
                  {session.current ? (
                    'Use Logout'
                  ) : (
                    <RowActionButton
                      label="Sign out"
                      what={`${session.device}, last active ${formatClinicTimestamp(session.lastSeenAt)}`}
                      disabled={ending.isLoading}
                      onClick={() => void endSession(session)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListStatus>
      <button
        type="button"
        className="dash-button dash-button--secondary"
        disabled={others === 0 || endingOthers.isLoading}
        aria-busy={endingOthers.isLoading}
        onClick={() => void endOthers()}
      >
        Sign out all other sessions
      </button>
    </section>
  );
}
