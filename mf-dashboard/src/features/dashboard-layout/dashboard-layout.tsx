import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { logo } from '@clinic/browser-kit/config/clinic-logo';
import { paths } from '@clinic/contracts/routes/paths';
import { useAppDispatch } from '@clinic/browser-kit/store/hooks';
import { staffApi } from '../../api/staff-api';
import { userActions } from '../../store/user-slice';
import { RequireStaff } from '../auth/require-staff';
import { revokeSession } from '../auth/sign-out';
import { Toaster } from '../toasts/toaster';
import { DashboardSidebar } from './dashboard-sidebar';
import './dashboard-layout.scss';

function DashboardFrame({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const signedOut = useRef(false);

  // The user slice is cleared only once the dashboard is gone: cleared earlier, the guard would
  // see a signed-out user on the way out and send them to /signin instead of /. The staff data
  // cached for the pages (enquiries are personal data) goes with it.
  useEffect(
    () => () => {
      if (!signedOut.current) return;
      dispatch(userActions.logout());
      dispatch(staffApi.util.resetApiState());
    },
    [dispatch],
  );

  async function onLogout() {
    setSigningOut(true);
    await revokeSession();
    signedOut.current = true;
    // Replace: the dashboard page leaves the history, and Back meets the guard, not a live page.
    await navigate(paths.home.getHref(), { replace: true });
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <div className="dash-layout">
      <a className="dash-skip-link" href="#main">
        Skip to content
      </a>
      <div className="dash-layout__bar" onKeyDown={onMenuKeyDown}>
        <Link to={paths.dashboard.getHref()} className="dash-layout__brand">
          <img
            src={logo.src}
            width={logo.width}
            height={logo.height}
            alt={`${logo.alt} dashboard`}
          />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="dash-layout__toggle"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
          Menu
        </button>
        <DashboardSidebar
          id={sidebarId}
          open={menuOpen}
          signingOut={signingOut}
          onLogout={() => void onLogout()}
        />
      </div>
      <div className="dash-layout__content">
        <Suspense fallback={<p className="dash-layout__loading">Loading...</p>}>
          {children}
        </Suspense>
      </div>
      <Toaster />
    </div>
  );
}

/**
 * The protected staff area (product §2): nothing while the session is checked, /signin when signed
 * out, else the sidebar (Dashboard, Blogs, Links, Forms, Logout; a Menu toggle on small screens),
 * the page, and the notifications.
 */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <RequireStaff>
      <DashboardFrame>{children}</DashboardFrame>
    </RequireStaff>
  );
}
