import { lazy } from 'react';
import { REMOTE_CONTRACT, type RemoteModule } from '@clinic/shared/federation/remote-contract';
import { blogsSlice } from '@clinic/shared/store/slices/blogs-slice';
import { formsSlice } from '@clinic/shared/store/slices/forms-slice';
import { linksSlice } from '@clinic/shared/store/slices/links-slice';
import { toastsSlice } from '@clinic/shared/store/slices/toasts-slice';
import { userSlice } from '@clinic/shared/store/slices/user-slice';
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
  },
  slices: [userSlice, blogsSlice, linksSlice, formsSlice, toastsSlice],
};

export default remote;
