import { staffApi } from '../api/staff-api';
import { blogsSlice } from './blogs-slice';
import { formsSlice } from './forms-slice';
import { linksSlice } from './links-slice';
import { toastsSlice } from './toasts-slice';
import { userSlice } from './user-slice';

/**
 * What mf-dashboard adds to the one store: the signed-in user, the toasts, the staff API (its
 * cache and its middleware), and product §4's links, form and blog slices, which follow that
 * API's lists. The shell injects them from `./pages`; tests with `injectRemoteStore`.
 */
export const dashboardStore = {
  slices: [userSlice, blogsSlice, linksSlice, formsSlice, toastsSlice, staffApi],
  middleware: [staffApi.middleware],
};
