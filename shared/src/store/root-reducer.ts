import { combineSlices, type Slice, type WithSlice } from '@reduxjs/toolkit';
import { appointmentSlice } from './slices/appointment-slice';
import type { blogSearchSlice } from './slices/blog-search-slice';
import type { blogsSlice } from './slices/blogs-slice';
import { doctorSlice } from './slices/doctor-slice';
import type { formsSlice } from './slices/forms-slice';
import type { linksSlice } from './slices/links-slice';
import type { toastsSlice } from './slices/toasts-slice';
import { paymentSlice } from './slices/payment-slice';
import { remotesSlice } from './slices/remotes-slice';
import type { userSlice } from './slices/user-slice';

/**
 * Slices that arrive with a remote: declared here so selectors are typed everywhere, injected
 * only when the remote that needs them loads.
 */
export interface LazyLoadedSlices
  extends
    WithSlice<typeof userSlice>,
    WithSlice<typeof linksSlice>,
    WithSlice<typeof formsSlice>,
    WithSlice<typeof blogsSlice>,
    WithSlice<typeof blogSearchSlice>,
    WithSlice<typeof toastsSlice> {}

/** Doctor, appointment and payment have no UI yet (spec §1), so the shell holds them. */
export const rootReducer = combineSlices(
  doctorSlice,
  appointmentSlice,
  paymentSlice,
  remotesSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Adds a remote's slices to the one root reducer; injecting a slice twice is harmless. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function injectSlices(slices: readonly Slice<any, any, any>[]): void {
  for (const slice of slices) rootReducer.inject(slice);
}
