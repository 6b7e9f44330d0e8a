import { combineSlices, type Slice } from '@reduxjs/toolkit';
import { appointmentSlice } from './slices/appointment-slice';
import { doctorSlice } from './slices/doctor-slice';
import { paymentSlice } from './slices/payment-slice';
import { remotesSlice } from './slices/remotes-slice';

/**
 * Slices that arrive with a remote. Each app declares its own into this interface (TypeScript's
 * declaration merging, in mf-dashboard/src/pages.ts and mf-blog/src/pages.ts),
 * so its selectors are typed, and injects them when it loads; the slices live with the app that
 * uses them, and `shared` names none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the apps' declarations
export interface LazyLoadedSlices {}

/** Doctor, appointment and payment have no UI yet (product §1), so the shell holds them. */
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
