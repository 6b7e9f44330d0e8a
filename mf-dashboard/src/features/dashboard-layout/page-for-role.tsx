import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@clinic/browser-kit/store/hooks';
import { paths } from '@clinic/contracts/routes/paths';
import { pageIsFor } from '../../page-manifest';
import { PageHeader } from '../../components/page-header';

/**
 * Shows the page when it is part of the signed-in member's role; otherwise says so plainly, with
 * the way back (a bookmark or a typed address, not a sidebar link: the sidebar offers only the
 * role's pages). The API refuses the data anyway; this spares a screen of 403 errors.
 */
export function PageForRole({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const member = useAppSelector((state) => state.user?.user);
  if (pageIsFor(pageKey, member)) return children;
  return (
    <main id="main" className="dashboard-page" tabIndex={-1}>
      <PageHeader title="This page is not part of your role" />
      <p>
        Your account does not include this part of the dashboard. If you need it for your work, ask
        the clinic’s owner to change your role.
      </p>
      <p>
        <Link to={paths.dashboard.getHref()}>Back to the dashboard</Link>
      </p>
    </main>
  );
}
