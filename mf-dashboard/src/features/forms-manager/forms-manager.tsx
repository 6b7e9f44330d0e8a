import { useEffect, useId, useState } from 'react';
import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import { clinicDay } from '@clinic/contracts/dates/clinic-time';
import { useAppDispatch, useAppSelector } from '@clinic/browser-kit/store/hooks';
import { changeThenRefetch } from '../../store/change-then-refetch';
import { deleteForm, fetchForms } from '../../store/forms-slice';
import { showToast } from '../../store/toasts-slice';
import { ListStatus } from '../../components/list-status';
import { ConfirmDelete } from '../../components/modal/confirm-delete';
import { useConfirmedAction } from '../../components/modal/use-confirmed-action';
import { SearchField } from '../../components/search-field';
import { PageHeader } from '../../components/page-header';
import { useMarkEnquiriesSeen } from '../unseen-enquiries/unseen-enquiries';
import { filterSubmissions } from './filter-submissions';
import { SubmissionsTable } from './submissions-table';
import { downloadCsv, submissionsCsv } from './submissions-csv';
import '../../components/button.scss';
import '../../components/dashboard-ui.scss';
import '../../components/data-table.scss';
import './forms-manager.scss';

const NO_FORMS: FormSubmission[] = [];

/** Product §2 Forms: search, date filter, newest first, delete after confirmation, CSV export. */
export function FormsManager({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const dayId = useId();
  const forms = useAppSelector((state) => state.form?.forms ?? NO_FORMS);
  const loading = useAppSelector((state) => state.form?.loading ?? true);
  const [search, setSearch] = useState('');
  const [day, setDay] = useState('');
  const removal = useConfirmedAction((form: FormSubmission) =>
    dispatch(changeThenRefetch(deleteForm(form._id), fetchForms())),
  );

  useMarkEnquiriesSeen();
  useEffect(() => {
    void dispatch(fetchForms());
  }, [dispatch]);

  const shown = filterSubmissions(forms, { search, day });

  function exportCsv() {
    const stamp = clinicDay(new Date().toISOString());
    downloadCsv(`enquiries-${day || stamp}.csv`, submissionsCsv(shown));
    const count = shown.length;
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
      <ListStatus
        loading={loading && forms.length === 0}
        empty={shown.length === 0}
        loadingText="Loading forms..."
        emptyText="No form submissions found"
      >
        <SubmissionsTable forms={shown} onDelete={removal.ask} />
      </ListStatus>
      <ConfirmDelete action={removal} message="Are you sure you want to delete this submission?" />
    </main>
  );
}
