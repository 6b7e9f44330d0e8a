import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  STAFF_PASSWORD_MIN_LENGTH,
  changePasswordSchema,
  type ChangePasswordInput,
} from '@clinic/contracts/schemas/change-password';
import { PasswordField } from '../auth/password-field';
import { useChangePasswordMutation } from './account-api';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };

/**
 * Change of password: the current one, then the new one (the API's rules, checked here first
 * with the same schema). A refusal is shown under the field it concerns and keeps what was typed;
 * success empties the form and the toast says the other sessions have ended.
 */
export function ChangePasswordForm() {
  const headingId = useId();
  const [changePassword] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(async (input) => {
    const answer = await changePassword(input);
    if (!('error' in answer)) {
      reset(EMPTY);
      return;
    }
    const message =
      answer.error && 'message' in answer.error
        ? String(answer.error.message)
        : 'Failed to change the password';
    setError(/current password/i.test(message) ? 'currentPassword' : 'newPassword', { message });
  });

  return (
    <section className="account-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Change password</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          label="Current password"
          field={register('currentPassword')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
        />
        <PasswordField
          label="New password"
          field={register('newPassword')}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. Your other sessions will be signed out.`}
        />
        <button type="submit" className="dash-button dash-button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
