import type { AsyncThunkAction } from '@reduxjs/toolkit';
import type { AppDispatch } from '@clinic/browser-kit/store/make-store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any thunk, whatever its argument
type AnyThunkAction = AsyncThunkAction<unknown, any, any>;

/**
 * A change, then its list fetched again once the change has succeeded, so the page shows the
 * server's list (and whatever others changed meanwhile). Resolves true on success, so a form can
 * close, or keep what was typed when the change failed.
 */
export function changeThenRefetch(change: AnyThunkAction, refetch: AnyThunkAction) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    const result = await dispatch(change);
    if (result.meta.requestStatus === 'rejected') return false;
    await dispatch(refetch);
    return true;
  };
}
