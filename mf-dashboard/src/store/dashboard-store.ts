import { staffApi } from '../api/staff-api';
import { toastsSlice } from './toasts-slice';
import { userSlice } from './user-slice';

/**
 * What mf-dashboard adds to the one store: the signed-in user, the toasts, and the staff API
 * (its cache and its middleware). The shell injects them from `./pages`; tests with
 * `injectRemoteStore`.
 */
export const dashboardStore = {
  slices: [userSlice, toastsSlice, staffApi],
  middleware: [staffApi.middleware],
};
