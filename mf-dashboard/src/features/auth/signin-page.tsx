import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { logo } from '@clinic/browser-kit/config/clinic-logo';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { paths } from '@clinic/contracts/routes/paths';
import { signInSchema } from '@clinic/contracts/schemas/sign-in';
import { useAppDispatch, useAppSelector } from '@clinic/browser-kit/store/hooks';
import { PasswordField } from './password-field';
import { restoreSession } from './restore-session';
import { signIn } from './sign-in';
import '../../components/dashboard-ui.scss';
import './signin-page.scss';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberPassword, setRememberPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (checking) void dispatch(restoreSession());
  }, [dispatch, checking]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = signInSchema.safeParse({ email, password, rememberPassword });
    if (!parsed.success) {
      // Product §5: an alert, and nothing is sent.
      window.alert(parsed.error.issues[0]?.message ?? 'Please fill out all fields');
      return;
    }
    setSubmitting(true);
    // On success the user is authenticated and the redirect below takes over.
    await dispatch(signIn(parsed.data));
    setSubmitting(false);
  }

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
          onSubmit={onSubmit}
          noValidate
        >
          <div className="dash-field">
            <label htmlFor={emailId}>Email</label>
            <input
              id={emailId}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <PasswordField
            label="Password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <div className="signin-form__remember">
            <input
              id={rememberId}
              // Part of the posted form, so with scripts off it is a plain checkbox that ticks and
              // is sent like the rest; the server reads none of it (page-host/src/no-script-forms.ts).
              name="rememberPassword"
              type="checkbox"
              checked={rememberPassword}
              onChange={(event) => setRememberPassword(event.target.checked)}
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
