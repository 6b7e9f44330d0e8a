import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { DataTableHead } from '../../components/data-table-head';
import { RowDeleteButton } from '../../components/row-delete-button';

const COLUMNS = ['Name', 'Phone', 'Message', 'Created At'];

interface Props {
  forms: readonly FormSubmission[];
  onDelete: (form: FormSubmission) => void;
}

/** Product §2 Forms table: #, Name, Phone (a tel: link), Message, Created At, Actions. */
export function SubmissionsTable({ forms, onDelete }: Props) {
  return (
    <table className="dash-table forms-manager__table">
      <caption className="dash-visually-hidden">Enquiry form submissions, newest first</caption>
      <DataTableHead columns={COLUMNS} />
      <tbody>
        {forms.map((form, index) => (
          <tr key={form._id}>
            <td data-label="#">{index + 1}</td>
            <td data-label="Name">{form.name}</td>
            <td data-label="Phone" className="dash-table__nowrap">
              <a href={`tel:${form.phone}`}>{form.phone}</a>
            </td>
            <td data-label="Message" className="forms-manager__message">
              {form.message}
            </td>
            <td data-label="Created At" className="dash-table__nowrap">
              <time dateTime={form.createdAt}>{formatClinicTimestamp(form.createdAt)}</time>
            </td>
            <td data-label="Actions" className="dash-table__actions">
              <RowDeleteButton
                onClick={() => onDelete(form)}
                what={`submission from ${form.name}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
