import { useId, useState } from 'react';
import type { AuditEntry } from '@clinic/contracts/entities/audit-entry';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { DataTableHead } from '../../components/data-table-head';
import { ListStatus } from '../../components/list-status';
import { PageHeader } from '../../components/page-header';
import { useGetStaffQuery } from '../staff-manager/staff-accounts-api';
import { useGetAuditQuery } from './audit-api';
import '../../components/dashboard-ui.scss';
import '../../components/data-table.scss';

const NO_ENTRIES: AuditEntry[] = [];
/** The actions a person looks for; the route names of other writes are listed as they come. */
const ACTIONS = [
  'sign-in',
  'sign-in failed',
  'invitation accepted',
  'GET /forms',
  'POST /forms/exported',
  'PATCH /form/:id',
  'DELETE /form/:id',
  'POST /blog',
  'PUT /blog/:id',
  'DELETE /blog/:id',
  'POST /staff/invites',
  'PATCH /staff/:id',
];

/** The owner's Audit page (issue 43): who did what and when, filtered by person and action. */
export default function AuditPage({ page }: PageProps) {
  const actorId = useId();
  const actionId = useId();
  const headingId = useId();
  const [filters, setFilters] = useState({ actor: '', action: '' });
  const { data: staff = [] } = useGetStaffQuery();
  const { data: entries = NO_ENTRIES, isFetching, isError } = useGetAuditQuery(filters);

  return (
    <main id="main" className="dashboard-page audit-page" tabIndex={-1}>
      <PageHeader title={page.title} />
      <div className="dash-toolbar" role="search" aria-label="Filter the audit log">
        <div className="dash-field">
          <label htmlFor={actorId}>Person</label>
          <select
            id={actorId}
            value={filters.actor}
            onChange={(event) => setFilters({ ...filters, actor: event.target.value })}
          >
            <option value="">Everyone</option>
            {staff.map((account) => (
              <option key={account._id} value={account.email}>
                {account.name ? `${account.name} (${account.email})` : account.email}
              </option>
            ))}
          </select>
        </div>
        <div className="dash-field">
          <label htmlFor={actionId}>Action</label>
          <select
            id={actionId}
            value={filters.action}
            onChange={(event) => setFilters({ ...filters, action: event.target.value })}
          >
            <option value="">Any action</option>
            {ACTIONS.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </select>
        </div>
      </div>
      <h2 id={headingId} className="dash-visually-hidden">
        Entries, newest first
      </h2>
      <ListStatus
        failedText={
          isError && !isFetching && 'The audit log could not be loaded. Please try again.'
        }
        loading={isFetching && entries.length === 0}
        empty={entries.length === 0}
        loadingText="Loading the audit log..."
        emptyText="No entries match"
      >
        <table className="dash-table" aria-labelledby={headingId}>
          <DataTableHead columns={['When', 'Who', 'Action', 'On', 'Result']} />
          <tbody>
            {entries.map((entry, index) => (
              <tr key={entry.id}>
                <td data-label="#">{index + 1}</td>
                <td data-label="When">{formatClinicTimestamp(entry.at)}</td>
                <td data-label="Who">{entry.actorEmail}</td>
                <td data-label="Action">{entry.action}</td>
                <td data-label="On">{entry.target ?? ''}</td>
                <td data-label="Result">
                  {entry.status < 400 ? 'Done' : `Refused (${entry.status})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListStatus>
    </main>
  );
}
