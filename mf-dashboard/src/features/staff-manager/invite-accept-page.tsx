import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { paths } from '@clinic/contracts/routes/paths';
import { STAFF_PASSWORD_MIN_LENGTH } from '@clinic/contracts/schemas/change-password';
import { acceptStaffInviteSchema } from '@clinic/contracts/schemas/staff-invite';
import { FieldError } from '../../components/field-error';
import { PasswordField } from '../auth/password-field';
import { useAcceptInviteMutation } from './staff-accounts-api';
import '../../components/dashboard-ui.scss';
import '../auth/signin-page.scss';

/**
 * Where an invitation link lands (issue 43): the person chooses a name and a password, with the
 * rules the API applies (one schema), then signs in. The link's token is the credential.
 */
export default function InviteAcceptPage({ page, params }: PageProps) {
  const nameId = useId();
  const [accept] = useAcceptInviteMutation();
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(acceptStaffInviteSchema) });

  const onSubmit = handleSubmit(async (input) => {
    const result = await accept({ ...input, token: params.token ?? '' });
    setOutcome(
      'error' in result
        ? { done: false, message: (result.error as { message: string }).message }
        : { done: true, message: result.data.message },
    );
  });

  return (
    <main id="main" className="content-page signin-page">
      <div className="signin-page__card">
        <h1 className="signin-page__title">{page.title}</h1>
        {outcome?.done ? (
          <p role="status">
            {outcome.message} <Link to={paths.signin.getHref()}>Go to sign in</Link>
          </p>
        ) : (
          <form
            className="signin-form"
            method="post"
            onSubmit={(event) => void onSubmit(event)}
            noValidate
          >
            <div className="dash-field">
              <label htmlFor={nameId}>Your name</label>
              <input
                id={nameId}
                type="text"
                autoComplete="name"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? `${nameId}-error` : undefined}
                {...register('name')}
              />
              <FieldError id={`${nameId}-error`} message={errors.name?.message} />
            </div>
            <PasswordField
              label="Choose a password"
              field={register('password')}
              autoComplete="new-password"
              hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
              error={errors.password?.message}
            />
            <button
              type="submit"
              className="signin-form__submit"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
            >
              {isSubmitting ? 'Creating your account...' : 'Create my account'}
            </button>
          </form>
        )}
        {outcome && !outcome.done && (
          <p className="signin-page__notice" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </main>
  );
}
