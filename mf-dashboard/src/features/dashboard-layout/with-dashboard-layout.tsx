import { lazy, type ComponentType } from 'react';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { PageForRole } from './page-for-role';

// Loaded with the first staff page only: /signin does not carry the layout's code.
const DashboardLayout = lazy(() => import('./dashboard-layout'));

/**
 * Wraps a staff page in the protected layout where the pages are registered (pages.ts), so every
 * dashboard page gets the guard, the sidebar, the notifications and the role check (its key in
 * the page manifest's `staffPageAccess`) without repeating them.
 */
export function withDashboardLayout(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  function DashboardPage(props: PageProps) {
    return (
      <DashboardLayout>
        <PageForRole pageKey={props.page.key}>
          <Page {...props} />
        </PageForRole>
      </DashboardLayout>
    );
  }
  DashboardPage.displayName = `withDashboardLayout(${Page.displayName ?? Page.name ?? 'Page'})`;
  return DashboardPage;
}
