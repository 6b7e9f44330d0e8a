import { apiRequest, type ApiRequest } from '@clinic/shared/api/api-client';
import { ApiError } from '@clinic/shared/api/api-error';
import { tokenStorage } from '@clinic/shared/api/token-storage';
import type { AppDispatch } from '@clinic/shared/store/make-store';
import { userActions } from '@clinic/shared/store/slices/user-slice';

/**
 * Every staff call of the dashboard: sends the bearer token, and when the server refuses it (401:
 * expired, revoked, signed out elsewhere) forgets it and signs the user out, so the protected
 * layout goes to /signin, where the server's reason is shown. The error is still thrown, for the
 * caller's own failure transition.
 */
export async function staffRequest<T>(
  dispatch: AppDispatch,
  path: string,
  request: Omit<ApiRequest, 'auth'>,
): Promise<T> {
  try {
    return await apiRequest<T>(path, { ...request, auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      tokenStorage.clear();
      dispatch(userActions.signInFailure(error.message));
    }
    throw error;
  }
}

/** The text to show for a failed call: the server's message or the spec §8 fallback. */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;
