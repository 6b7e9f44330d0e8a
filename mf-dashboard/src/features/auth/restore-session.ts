import { apiRequest } from '@clinic/browser-kit/api/api-client';
import { ApiError } from '@clinic/browser-kit/api/api-error';
import { tokenStorage } from '@clinic/browser-kit/api/token-storage';
import type { StaffUser } from '@clinic/contracts/entities/staff-user';
import type { AppDispatch } from '@clinic/browser-kit/store/make-store';
import { userActions } from '../../store/user-slice';

let pending: Promise<void> | null = null;

async function checkStoredToken(dispatch: AppDispatch): Promise<void> {
  if (!tokenStorage.get()) {
    dispatch(userActions.sessionMissing());
    return;
  }
  try {
    const { data } = await apiRequest<{ data: StaffUser }>('/session', {
      auth: true,
      fallbackMessage: 'Please sign in to continue',
    });
    dispatch(userActions.signInSuccess(data));
  } catch (error) {
    // Ended (for inactivity, by age) or revoked: forget it, and say why on the sign-in page. A
    // network failure keeps it for the next try.
    if (error instanceof ApiError && error.status === 401) {
      tokenStorage.clear();
      dispatch(userActions.signInFailure(error.message));
      return;
    }
    dispatch(userActions.sessionMissing());
  }
}

/**
 * Asks the server whether the token kept in this browser still belongs to a live session. A
 * token alone proves nothing: it may have expired (12 hours, or 30 days, or 30 minutes unused)
 * or been revoked.
 */
export function restoreSession() {
  return (dispatch: AppDispatch): Promise<void> => {
    pending ??= checkStoredToken(dispatch).finally(() => {
      pending = null;
    });
    return pending;
  };
}
