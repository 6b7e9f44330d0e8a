import { lazy } from 'react';
import { REMOTE_CONTRACT, type RemoteModule } from '@clinic/shared/federation/remote-contract';
import { blogsSlice } from '@clinic/shared/store/slices/blogs-slice';
import { formsSlice } from '@clinic/shared/store/slices/forms-slice';
import { linksSlice } from '@clinic/shared/store/slices/links-slice';
import { userSlice } from '@clinic/shared/store/slices/user-slice';

/** mf-dashboard's public surface: staff sign-in and the protected dashboard pages. */
const remote: RemoteModule = {
  contract: REMOTE_CONTRACT,
  pages: {
    signin: lazy(() => import('./features/auth/signin-page')),
    welcome: lazy(() => import('./features/dashboard/welcome-page')),
    blogs: lazy(() => import('./features/dashboard/blogs-page')),
    links: lazy(() => import('./features/dashboard/links-page')),
    forms: lazy(() => import('./features/dashboard/forms-page')),
  },
  slices: [userSlice, blogsSlice, linksSlice, formsSlice],
};

export default remote;
