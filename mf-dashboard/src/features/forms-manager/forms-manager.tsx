import { useEffect, useId, useState } from 'react';
import type { FormSubmission } from '@clinic/shared/entities/form-submission';
import { clinicDay } from '@clinic/shared/format/clinic-time';
import { useAppDispatch, useAppSelector } from '@clinic/shared/store/hooks';
import { showToast } from '@clinic/shared/store/slices/toasts-slice';
import { ConfirmDialog } from '../../components/modal/confirm-dialog';
import { useMarkEnquiriesSeen } from '../unseen-enquiries/unseen-enquiries';
import { filterSubmissions } from './filter-submissions';
import { deleteForm, fetchForms } from './forms-thunks';
import { SubmissionsTable } from './submissions-table';
import { downloadCsv, submissionsCsv } from './submissions-csv';
import '../../components/button.scss';
import '../../components/dashboard-ui.scss';
import '../../components/data-table.scss';
import './forms-manager.scss';

const NO_FORMS: FormSubmission[] = [];

/** Spec §2 Forms: search, date filter, newest first, delete after confirmation, CSV export. */
export function FormsManager({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const searchId = useId();
  const dayId = useId();
  const forms = useAppSelector((state) => state.form?.forms ?? NO_FORMS);
  const loading = useAppSelector((state) => state.form?.loading ?? true);
  const [search, setSearch] = useState('');
  const [day, setDay] = useState('');
  const [toDelete, setToDelete] = useState<FormSubmission | null>(null);
  const [deleting, setDeleting] = useState(false);

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

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    await dispatch(deleteForm(toDelete._id));
    setDeleting(false);
    setToDelete(null);
  }

  return (
    <main id="main" className="dashboard-page forms-manager" tabIndex={-1}>
      <div className="dash-page-header">
        <h1>{title}</h1>
        <button
          type="button"
          className="dash-button dash-button--primary"
          onClick={exportCsv}
          disabled={shown.length === 0}
        >
          Export CSV
        </button>
      </div>
      <div className="dash-toolbar">
        <div className="dash-field">
          <label htmlFor={searchId}>Search name or phone</label>
          <input
            id={searchId}
            type="search"
            placeholder="Search name or phone"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
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
      {loading && forms.length === 0 ? (
        <p className="dash-note" role="status">
          Loading forms...
        </p>
      ) : shown.length === 0 ? (
        <p className="dash-note">No form submissions found</p>
      ) : (
        <SubmissionsTable forms={shown} onDelete={setToDelete} />
      )}
      {toDelete && (
        <ConfirmDialog
          title="Confirm Delete"
          message="Are you sure you want to delete this submission?"
          busy={deleting}
          onCancel={() => setToDelete(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </main>
  );
}
