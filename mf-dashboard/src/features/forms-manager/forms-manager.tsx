import { useId, useState } from 'react';
import { useVisiblePolling } from '../../api/person-activity';
import {
  enquiryStatusLabels,
  enquiryStatusValues,
  type EnquiryRecord,
  type EnquiryStatus,
} from '@clinic/contracts/entities/form-submission';
import { clinicDay, formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { useAppDispatch } from '@clinic/browser-kit/store/hooks';
import {
  useDeleteEnquiryMutation,
  useGetEnquiriesQuery,
  useUpdateEnquiryMutation,
  useRecordExportMutation,
} from './enquiries-api';
import { showToast } from '../../store/toasts-slice';
import { ListStatus } from '../../components/list-status';
import { ConfirmDelete } from '../../components/modal/confirm-delete';
import { useConfirmedAction } from '../../components/modal/use-confirmed-action';
import { SearchField } from '../../components/search-field';
import { PageHeader } from '../../components/page-header';
import { filterSubmissions } from './filter-submissions';
import { SubmissionsTable } from './submissions-table';
import { arrivedSince, useLastLook } from './use-last-look';
import { downloadCsv, submissionsCsv } from './submissions-csv';
import '../../components/button.scss';
import '../../components/dashboard-ui.scss';
import '../../components/data-table.scss';
import './forms-manager.scss';

const NO_FORMS: EnquiryRecord[] = [];

/**
 * How often the open inbox asks for the list again: a new enquiry, or one another staff member
 * marked, shows within seconds, without a reload.
 */
export const INBOX_REFRESH_MS = 3000;

/**
 * Product §2 Forms, as an inbox: status filter (New first), search, date filter, newest first,
 * one-click status, a note, delete after confirmation, CSV export.
 */
export function FormsManager({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const dayId = useId();
  const statusId = useId();
  // A hidden tab asks nothing, and catches up when shown (issue 43).
  const { data: forms = NO_FORMS, isLoading } = useGetEnquiriesQuery(undefined, {
    pollingInterval: useVisiblePolling(INBOX_REFRESH_MS, 'Enquiry'),
  });
  const [deleteEnquiry] = useDeleteEnquiryMutation();
  const [updateEnquiry] = useUpdateEnquiryMutation();
  const [status, setStatus] = useState<EnquiryStatus | 'all'>('new');
  const [search, setSearch] = useState('');
  const [day, setDay] = useState('');
  const [recordExport] = useRecordExportMutation();
  const removal = useConfirmedAction((form: EnquiryRecord) => deleteEnquiry(form._id));
  const counts = (value: EnquiryStatus | 'all') =>
    value === 'all' ? forms.length : forms.filter((form) => form.status === value).length;

  const shown = filterSubmissions(forms, { search, day, status });
  const lastLook = useLastLook();
  const fresh = forms.filter((form) => arrivedSince(form.createdAt, lastLook)).length;

  function exportCsv() {
    const stamp = clinicDay(new Date().toISOString());
    downloadCsv(`enquiries-${day || stamp}.csv`, submissionsCsv(shown));
    const count = shown.length;
    void recordExport(count);
    dispatch(showToast('success', `Exported ${count} submission${count === 1 ? '' : 's'}`));
  }

  return (
    <main id="main" className="dashboard-page forms-manager" tabIndex={-1}>
      <PageHeader title={title}>
        <button
          type="button"
          className="dash-button dash-button--primary"
          onClick={exportCsv}
          disabled={shown.length === 0}
        >
          Export CSV
        </button>
      </PageHeader>
      <div className="dash-toolbar">
        <div className="dash-field forms-manager__filter">
          <label htmlFor={statusId}>Show</label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as EnquiryStatus | 'all')}
          >
            {enquiryStatusValues.map((value) => (
              <option key={value} value={value}>
                {enquiryStatusLabels[value]} ({counts(value)})
              </option>
            ))}
            <option value="all">All ({counts('all')})</option>
          </select>
        </div>
        <SearchField label="Search name or phone" value={search} onChange={setSearch} />
        <div className="dash-field forms-manager__day">
          <label htmlFor={dayId}>Filter by date</label>
          <input
            id={dayId}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        {day && (
          <button
            type="button"
            className="dash-button dash-button--secondary"
            onClick={() => setDay('')}
          >
            Clear date
          </button>
        )}
      </div>
      {fresh > 0 && (
        <p className="forms-manager__fresh-note">
          {fresh === 1
            ? '1 enquiry arrived since your last look'
            : `${fresh} enquiries arrived since your last look`}
          {lastLook ? ` (${formatClinicTimestamp(lastLook)})` : ''}.
        </p>
      )}
      <ListStatus
        loading={isLoading}
        empty={shown.length === 0}
        loadingText="Loading forms..."
        emptyText="No form submissions found"
      >
        <SubmissionsTable
          forms={shown}
          isFresh={(form) => arrivedSince(form.createdAt, lastLook)}
          onDelete={removal.ask}
          onChange={(form, change, done) => void updateEnquiry({ id: form._id, change, done })}
        />
      </ListStatus>
      <ConfirmDelete action={removal} message="Are you sure you want to delete this submission?" />
    </main>
  );
}
