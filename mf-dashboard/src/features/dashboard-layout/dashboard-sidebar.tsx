import { NavLink } from 'react-router-dom';
import { paths } from '@clinic/contracts/routes/paths';
import { newEnquiriesLabel, useNewEnquiries } from '../new-enquiries/new-enquiries';

const entries = [
  { label: 'Dashboard', href: paths.dashboard.getHref(), end: true },
  { label: 'Blogs', href: paths.dashboardBlogs.getHref(), end: false },
  { label: 'Links', href: paths.dashboardLinks.getHref(), end: false },
  { label: 'Forms', href: paths.dashboardForms.getHref(), end: false },
  { label: 'Account', href: paths.dashboardAccount.getHref(), end: false },
] as const;

interface Props {
  id: string;
  open: boolean;
  signingOut: boolean;
  onLogout: () => void;
}

/** The staff area's navigation; NavLink marks the current page with aria-current. */
export function DashboardSidebar({ id, open, signingOut, onLogout }: Props) {
  const waiting = useNewEnquiries();
  return (
    <nav
      id={id}
      className={`dash-sidebar${open ? ' dash-sidebar--open' : ''}`}
      aria-label="Dashboard"
    >
      <ul className="dash-sidebar__list">
        {entries.map((entry) => (
          <li key={entry.href}>
            <NavLink
              to={entry.href}
              end={entry.end}
              className="dash-sidebar__link"
              aria-label={
                entry.label === 'Forms' && waiting
                  ? `Forms, ${newEnquiriesLabel(waiting)}`
                  : undefined
              }
            >
              {entry.label}
              {entry.label === 'Forms' && waiting ? (
                <span className="dash-sidebar__badge" aria-hidden="true">
                  {waiting > 99 ? '99+' : waiting}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="dash-sidebar__logout"
        onClick={onLogout}
        disabled={signingOut}
        aria-busy={signingOut}
      >
        {signingOut ? 'Signing out...' : 'Logout'}
      </button>
    </nav>
  );
}
