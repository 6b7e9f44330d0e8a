import { useEffect, useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate } from 'react-router-dom';
import { logo } from '@clinic/browser-kit/config/clinic-logo';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { paths } from '@clinic/contracts/routes/paths';
import { signInSchema, type SignInInput } from '@clinic/contracts/schemas/sign-in';
import { useAppDispatch, useAppSelector } from '@clinic/browser-kit/store/hooks';
import { PasswordField } from './password-field';
import { restoreSession } from './restore-session';
import { signIn } from './sign-in';
import '../../components/dashboard-ui.scss';
import './signin-page.scss';

const ALL_FIELDS = 'Please fill out all fields';

/** Product §5: an alert with the first message, and nothing is sent. */
function alertFirst(errors: FieldErrors<SignInInput>) {
  const first = [errors.email, errors.password, errors.rememberPassword].find(Boolean);
  window.alert(first?.message ?? ALL_FIELDS);
}

/**
 * Product §2 sign-in. Renders the same form on the server and in the browser; the stored token is
 * checked only after hydration. A live session (already signed in, or just now) goes to
 * /dashboard, replacing /signin in the history so Back does not return to the form.
 */
export default function SigninPage({ page }: PageProps) {
  const dispatch = useAppDispatch();
  const emailId = useId();
  const rememberId = useId();
  const checking = useAppSelector((state) => state.user?.loading ?? true);
  const isAuthenticated = useAppSelector((state) => state.user?.isAuthenticated ?? false);
  const error = useAppSelector((state) => state.user?.error ?? null);
  // No default values: the fields are uncontrolled, and each starts from what its input holds
  // when the page goes live, so text typed into the server's HTML is kept.
  const {
    register,
    handleSubmit,
    formState: { isSubmitting: submitting },
  } = useForm({ resolver: zodResolver(signInSchema), shouldFocusError: false });

  useEffect(() => {
    if (checking) void dispatch(restoreSession());
  }, [dispatch, checking]);

  // On success the user is authenticated and the redirect below takes over.
  const onSubmit = handleSubmit(async (input) => void (await dispatch(signIn(input))), alertFirst);

  if (isAuthenticated) return <Navigate to={paths.dashboard.getHref()} replace />;

  return (
    <main id="main" className="content-page signin-page">
      <div className="signin-page__card">
        <Link to={paths.home.getHref()} className="signin-page__logo">
          <img src={logo.src} width={logo.width} height={logo.height} alt={logo.alt} />
        </Link>
        <h1 className="signin-page__title">{page.title}</h1>
        {/* POST, never the browser's default GET: a form sent before the code is live, or with
            scripts off, must not put the password in the address. The server answers that
            signing in needs JavaScript, without reading what was sent. */}
        <form
          className="signin-form"
          method="post"
          action={paths.signin.getHref()}
          onSubmit={(event) => {
            if (submitting) event.preventDefault();
            else void onSubmit(event);
          }}
          noValidate
        >
          <div className="dash-field">
            <label htmlFor={emailId}>Email</label>
            <input id={emailId} type="email" autoComplete="username" {...register('email')} />
          </div>
          <PasswordField
            label="Password"
            field={register('password')}
            autoComplete="current-password"
          />
          <div className="signin-form__remember">
            <input
              id={rememberId}
              // Part of the posted form, so with scripts off it is a plain checkbox that ticks and
              // is sent like the rest; the server reads none of it (page-host/src/no-script-forms.ts).
              type="checkbox"
              {...register('rememberPassword')}
            />
            <label htmlFor={rememberId}>Remember Me</label>
          </div>
          <button
            type="submit"
            className="signin-form__submit"
            disabled={submitting}
            aria-busy={submitting}
          >
            {submitting ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
        {error && !submitting && (
          <p className="signin-page__notice" role="alert">
            {error}
          </p>
        )}
      </div>
    </main>
  );
}
