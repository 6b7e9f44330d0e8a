import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch } from '@clinic/shared/store/make-store';
import { showToast } from '@clinic/shared/store/slices/toasts-slice';
import { reportFailure } from './report-failure';

export interface StaffAction<T> {
  /** The slice's request transition (loading, error cleared). */
  start: () => UnknownAction;
  /** The API call, usually through `staffRequest`. */
  call: () => Promise<T>;
  /** The slice's success transition, given the answer. */
  succeeded: (answer: T) => UnknownAction;
  /** The success toast; a read shows none. */
  successMessage?: string;
  /** Spec §8's text for when the server gives no message. */
  fallbackMessage: string;
  /** The slice's failure transition. */
  failed: (message: string) => PayloadAction<string>;
  /** Fetches the list again after a change (spec §7: "list refetched"). */
  refetch?: () => (dispatch: AppDispatch) => Promise<void>;
}

/**
 * A dashboard call, the same way for every manager: the slice's request transition, the call, its
 * success or failure transition (spec §4) with a toast, then for a change the list again.
 * Resolves true on success, so a form can close (or keep what was typed).
 */
export async function runStaffAction<T>(
  dispatch: AppDispatch,
  action: StaffAction<T>,
): Promise<boolean> {
  dispatch(action.start());
  try {
    const answer = await action.call();
    dispatch(action.succeeded(answer));
    if (action.successMessage) dispatch(showToast('success', action.successMessage));
  } catch (error) {
    reportFailure(dispatch, error, action.fallbackMessage, action.failed);
    return false;
  }
  if (action.refetch) await dispatch(action.refetch());
  return true;
}
