import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError } from '@clinic/shared/api/api-error';
import type { AppDispatch } from '@clinic/shared/store/make-store';
import { showToast } from '@clinic/shared/store/slices/toasts-slice';
import { failureMessage } from '@clinic/shared/store/staff-request';

/**
 * A failed dashboard call: the slice's failure transition with the server's message or the spec
 * §8 fallback, and the same words in a toast. A refused token shows no toast: the user is being
 * sent to /signin, which says why.
 */
export function reportFailure(
  dispatch: AppDispatch,
  error: unknown,
  fallback: string,
  failure: (message: string) => PayloadAction<string>,
): void {
  const message = failureMessage(error, fallback);
  dispatch(failure(message));
  if (!(error instanceof ApiError && error.status === 401)) dispatch(showToast('failure', message));
}
