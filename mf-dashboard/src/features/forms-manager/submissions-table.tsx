import {
  enquiryStatusLabels,
  type EnquiryRecord,
  type EnquiryStatus,
} from '@clinic/contracts/entities/form-submission';
import type { EnquiryUpdate } from '@clinic/contracts/schemas/enquiry-update';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { DataTableHead } from '../../components/data-table-head';
import { RowActionButton } from '../../components/row-action-button';
import { EnquiryNote } from './enquiry-note';

const COLUMNS = ['Name', 'Phone', 'Message', 'Created At', 'Status', 'Note'];

/** The one next step from each status, so marking an enquiry is one click. */
const NEXT: Record<EnquiryStatus, { status: EnquiryStatus; label: string; done: string }> = {
  new: { status: 'contacted', label: 'Mark contacted', done: 'Marked contacted' },
  contacted: { status: 'closed', label: 'Close', done: 'Enquiry closed' },
  closed: { status: 'new', label: 'Reopen', done: 'Enquiry reopened' },
};

interface Props {
  forms: readonly EnquiryRecord[];
  /** Arrived since the staff member last opened the inbox: the row is marked (a dot, and words for screen readers). */
  isFresh: (form: EnquiryRecord) => boolean;
  onDelete: (form: EnquiryRecord) => void;
  /** `done` is the notice once the server has it. */
  onChange: (form: EnquiryRecord, change: EnquiryUpdate, done: string) => void;
}

/**
 * Product §2 Forms table: #, Name, Phone (a call link with the country code, and WhatsApp),
 * Message, Created At, then the inbox's Status (with its next step) and Note, and Actions.
 */
export function SubmissionsTable({ forms, isFresh, onDelete, onChange }: Props) {
  return (
    <table className="dash-table forms-manager__table">
      <caption className="dash-visually-hidden">Enquiry form submissions, newest first</caption>
      <DataTableHead columns={COLUMNS} />
      <tbody>
        {forms.map((form, index) => {
          const next = NEXT[form.status];
          return (
            <tr key={form._id} className={isFresh(form) ? 'forms-manager__fresh' : undefined}>
              <td data-label="#">
                {index + 1}
                {isFresh(form) && (
                  <span className="forms-manager__fresh-dot" title="New since your last look">
                    <span className="dash-visually-hidden">, new since your last look</span>
                  </span>
                )}
              </td>
              <td data-label="Name">{form.name}</td>
              <td data-label="Phone" className="dash-table__nowrap">
                <span className="forms-manager__contact">
                  <a className="forms-manager__call" href={`tel:+91${form.phone}`}>
                    {form.phone}
                  </a>
                  <a
                    className="forms-manager__call"
                    href={`https://wa.me/91${form.phone}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    WhatsApp<span className="dash-visually-hidden"> {form.name}</span>
                  </a>
                </span>
              </td>
              <td data-label="Message" className="forms-manager__message">
                {form.message}
              </td>
              <td data-label="Created At" className="dash-table__nowrap">
                <time dateTime={form.createdAt}>{formatClinicTimestamp(form.createdAt)}</time>
              </td>
              <td data-label="Status">
                <span className="forms-manager__status">
                  <span className={`forms-manager__badge forms-manager__badge--${form.status}`}>
                    {enquiryStatusLabels[form.status]}
                  </span>
                  <button
                    type="button"
                    className="dash-button dash-button--secondary dash-button--small"
                    onClick={() => onChange(form, { status: next.status }, next.done)}
                  >
                    {next.label}
                    <span className="dash-visually-hidden"> enquiry from {form.name}</span>
                  </button>
                </span>
              </td>
              <td data-label="Note">
                <EnquiryNote
                  // A note changed elsewhere arrives with the next refresh and replaces this one.
                  key={form.note}
                  form={form}
                  onSave={(note) => onChange(form, { note }, 'Note saved')}
                />
              </td>
              <td data-label="Actions" className="dash-table__actions">
                <RowActionButton
                  label="Delete"
                  tone="danger"
                  onClick={() => onDelete(form)}
                  what={`submission from ${form.name}`}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
