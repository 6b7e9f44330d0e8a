import type { PayloadAction } from '@reduxjs/toolkit';

/** The part every data slice of product §4 has: a request flag and the last error. */
export interface RequestStatus {
  loading: boolean;
  error: string | null;
}

/**
 * The slices with no calls yet (doctor, appointment, payment) write their transitions by hand:
 * a request sets loading and clears the error; a failure stores the error and clears loading.
 */
export const requestReducers = {
  request(state: RequestStatus) {
    state.loading = true;
    state.error = null;
  },
  failure(state: RequestStatus, action: PayloadAction<string>) {
    state.loading = false;
    state.error = action.payload;
  },
};

/** Replaces the entity whose `_id` matches, leaving the others in place. */
export function replaceById<T extends { _id: string }>(list: T[], item: T): T[] {
  return list.map((existing) => (existing._id === item._id ? item : existing));
}

/** Removes the entity with the given `_id`. */
export function removeById<T extends { _id: string }>(list: T[], id: string): T[] {
  return list.filter((existing) => existing._id !== id);
}
