import {
  combineSlices,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
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

/**
 * What a remote may add to the one store: a slice, or anything shaped like one (an RTK Query API
 * has a `reducerPath` and a `reducer` too).
 */
export interface InjectableReducer {
  readonly reducerPath: string;
  // Reducer state varies per slice; the store only mounts it under its path.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly reducer: Reducer<any>;
}

// Middleware types depend on the store they run in, which a remote cannot name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RemoteMiddleware = Middleware<any, any, any>;

/**
 * Middleware that arrives with a remote (the dashboard's RTK Query API needs its own). One
 * instance for every store `makeStore` builds: it runs each added middleware once per store.
 */
export const remoteMiddleware = createDynamicMiddleware();

/** Adds a remote's slices to the one root reducer; injecting a slice twice is harmless. */
export function injectSlices(slices: readonly InjectableReducer[]): void {
  for (const slice of slices) rootReducer.inject(slice);
}

/** A remote's slices and middleware, added once whatever the number of calls. */
export function injectRemoteStore(parts: {
  readonly slices: readonly InjectableReducer[];
  readonly middleware?: readonly RemoteMiddleware[];
}): void {
  injectSlices(parts.slices);
  if (parts.middleware?.length) remoteMiddleware.addMiddleware(...parts.middleware);
}
