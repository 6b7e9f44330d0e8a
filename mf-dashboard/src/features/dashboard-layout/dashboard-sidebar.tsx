import { NavLink } from 'react-router-dom';
import { useAppSelector } from '@clinic/browser-kit/store/hooks';
import { sidebarPages } from '../../page-manifest';
import { newEnquiriesLabel, useNewEnquiries } from '../new-enquiries/new-enquiries';

interface Props {
  id: string;
  open: boolean;
  signingOut: boolean;
  onLogout: () => void;
}

/**
 * The staff area's navigation, from the page manifest and the signed-in member's role (issue 43);
 * NavLink marks the current page with aria-current.
 */
export function DashboardSidebar({ id, open, signingOut, onLogout }: Props) {
  const member = useAppSelector((state) => state.user?.user);
  const entries = sidebarPages(member);
  const waiting = useNewEnquiries(entries.some((entry) => entry.key === 'forms'));
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
