import type { WithSlice } from '@reduxjs/toolkit';
import { lazy } from 'react';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import type { staffApi } from './api/staff-api';
import type { blogsSlice } from './store/blogs-slice';
import { dashboardStore } from './store/dashboard-store';
import type { formsSlice } from './store/forms-slice';
import type { linksSlice } from './store/links-slice';
import type { toastsSlice } from './store/toasts-slice';
import type { userSlice } from './store/user-slice';
import { withDashboardLayout } from './features/dashboard-layout/with-dashboard-layout';

/**
 * mf-dashboard's public surface: staff sign-in and the protected dashboard pages, each wrapped
 * here in the protected layout (guard, sidebar, notifications).
 */
const remote: RemoteModule = {
  contract: REMOTE_CONTRACT,
  pages: {
    signin: lazy(() => import('./features/auth/signin-page')),
    welcome: withDashboardLayout(lazy(() => import('./features/dashboard/welcome-page'))),
    blogs: withDashboardLayout(lazy(() => import('./features/dashboard/blogs-page'))),
    links: withDashboardLayout(lazy(() => import('./features/dashboard/links-page'))),
    forms: withDashboardLayout(lazy(() => import('./features/dashboard/forms-page'))),
    account: withDashboardLayout(lazy(() => import('./features/account/account-page'))),
    staff: withDashboardLayout(lazy(() => import('./features/staff-manager/staff-page'))),
    audit: withDashboardLayout(lazy(() => import('./features/audit-log/audit-page'))),
    releases: withDashboardLayout(lazy(() => import('./features/releases/releases-page'))),
    staffInvite: lazy(() => import('./features/staff-manager/invite-accept-page')),
  },
  ...dashboardStore,
};

export default remote;

/** The slices above in the one store's type (declaration merging into shared's root reducer). */
declare module '@clinic/browser-kit/store/root-reducer' {
  interface LazyLoadedSlices
    extends
      WithSlice<typeof userSlice>,
      WithSlice<typeof linksSlice>,
      WithSlice<typeof formsSlice>,
      WithSlice<typeof blogsSlice>,
      WithSlice<typeof toastsSlice>,
      WithSlice<typeof staffApi> {}
}
