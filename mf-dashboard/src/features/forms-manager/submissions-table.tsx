import type { FormSubmission } from '@clinic/shared/entities/form-submission';
import { formatClinicDateTime } from '@clinic/shared/format/clinic-time';

interface Props {
  forms: readonly FormSubmission[];
  onDelete: (form: FormSubmission) => void;
}

/** Spec §2 Forms table: #, Name, Phone (a tel: link), Message, Created At, Actions. */
export function SubmissionsTable({ forms, onDelete }: Props) {
  return (
    <table className="dash-table forms-manager__table">
      <caption className="dash-visually-hidden">Enquiry form submissions, newest first</caption>
      <thead>
        <tr>
          <th scope="col" className="dash-table__number">
            #
          </th>
          <th scope="col">Name</th>
          <th scope="col">Phone</th>
          <th scope="col">Message</th>
          <th scope="col">Created At</th>
          <th scope="col" className="dash-table__actions">
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {forms.map((form, index) => (
          <tr key={form._id}>
            <td data-label="#">{index + 1}</td>
            <td data-label="Name">{form.name}</td>
            <td data-label="Phone">
              <a href={`tel:${form.phone}`}>{form.phone}</a>
            </td>
            <td data-label="Message" className="forms-manager__message">
              {form.message}
            </td>
            <td data-label="Created At">
              <time dateTime={form.createdAt}>{formatClinicDateTime(form.createdAt)}</time>
            </td>
            <td data-label="Actions" className="dash-table__actions">
              <button
                type="button"
                className="dash-button dash-button--danger dash-button--small"
                onClick={() => onDelete(form)}
              >
                Delete<span className="dash-visually-hidden"> submission from {form.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
