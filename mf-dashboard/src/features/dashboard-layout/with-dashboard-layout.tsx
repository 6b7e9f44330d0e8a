import { lazy, type ComponentType } from 'react';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';

// Loaded with the first staff page only: /signin does not carry the layout's code.
const DashboardLayout = lazy(() => import('./dashboard-layout'));

/**
 * Wraps a staff page in the protected layout where the pages are registered (pages.ts), so every
 * dashboard page gets the guard, the sidebar and the notifications without repeating them.
 */
export function withDashboardLayout(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  function DashboardPage(props: PageProps) {
    return (
      <DashboardLayout>
        <Page {...props} />
      </DashboardLayout>
    );
  }
  DashboardPage.displayName = `withDashboardLayout(${Page.displayName ?? Page.name ?? 'Page'})`;
  return DashboardPage;
}
