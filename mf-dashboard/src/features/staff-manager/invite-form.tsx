import { useId, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@clinic/contracts/entities/staff-user';
import { STAFF_INVITE_HOURS } from '@clinic/contracts/schemas/staff-invite';
import { roleLabel, useInviteStaffMutation } from './staff-accounts-api';

/**
 * Invites a person by e-mail in a role. The link is shown here once (only its hash is kept): the
 * owner copies it to the person when no mail is configured.
 */
export function InviteForm() {
  const headingId = useId();
  const emailId = useId();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('front-desk');
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLink(null);
    const result = await invite({ email, role });
    if ('error' in result) {
      setError((result.error as { message?: string }).message ?? 'Failed to create the invitation');
      return;
    }
    setLink(result.data.url);
    setEmail('');
  }

  return (
    <section className="staff-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Invite a person</h2>
      <form className="staff-page__invite" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="dash-field">
          <label htmlFor={emailId}>E-mail</label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${emailId}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="dash-field">
          <label htmlFor={roleId}>Role</label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {roleLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="dash-button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Inviting...' : 'Invite'}
        </button>
      </form>
      {error && (
        <p id={`${emailId}-error`} className="dash-field__error" role="alert">
          {error}
        </p>
      )}
      {link && (
        <div className="staff-page__link" role="status">
          <p>
            Invitation ready. Send this link to the person: it works once, for {STAFF_INVITE_HOURS}{' '}
            hours, and is not shown again.
          </p>
          <input
            type="text"
            readOnly
            value={link}
            aria-label="Invitation link"
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
    </section>
  );
}
