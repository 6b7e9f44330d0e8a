import type { Dispatch } from '@reduxjs/toolkit';
import { apiRequest, type ApiRequest } from '@clinic/browser-kit/api/api-client';
import { ApiError } from '@clinic/browser-kit/api/api-error';
import { apiUpload, type UploadRequest } from '@clinic/browser-kit/api/api-upload';
import { tokenStorage } from '@clinic/browser-kit/api/token-storage';
import { userActions } from './user-slice';

/** The server refused the staff token: expired, revoked, or signed out elsewhere. */
export const isRefusedToken = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401;

/**
 * A refused token is forgotten and the user signed out, so the protected layout goes to /signin,
 * where the server's reason is shown. The error is still thrown, for the caller's own failure.
 */
async function signOutIfRefused<T>(dispatch: Dispatch, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isRefusedToken(error)) {
      tokenStorage.clear();
      dispatch(userActions.signInFailure(error.message));
    }
    throw error;
  }
}

/** Every staff call of the dashboard: `apiRequest` with the bearer token, signing out on 401. */
export const staffRequest = <T>(
  dispatch: Dispatch,
  path: string,
  request: Omit<ApiRequest, 'auth'>,
): Promise<T> => signOutIfRefused(dispatch, apiRequest<T>(path, { ...request, auth: true }));

/** A staff upload that reports progress: `apiUpload`, with the token and 401 as `staffRequest`. */
export const staffUpload = <T>(
  dispatch: Dispatch,
  path: string,
  request: Omit<UploadRequest, 'auth'>,
): Promise<T> => signOutIfRefused(dispatch, apiUpload<T>(path, { ...request, auth: true }));

/** The text to show for a failed call: the server's message, else the fallback of `fallback-messages.ts`. */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;
