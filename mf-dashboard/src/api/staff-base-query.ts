import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiRequest, type ApiRequest } from '@clinic/browser-kit/api/api-client';
import { ApiError } from '@clinic/browser-kit/api/api-error';
import { apiUpload } from '@clinic/browser-kit/api/api-upload';
import { tokenStorage } from '@clinic/browser-kit/api/token-storage';
import { showToast } from '../store/toasts-slice';
import { readIsBackground } from './person-activity';
import { userActions } from '../store/user-slice';

/** One staff call, as an endpoint describes it. */
export interface StaffCall {
  path: string;
  method?: ApiRequest['method'];
  /** A plain object goes as JSON; FormData as multipart. */
  body?: unknown;
  /** The text of `shared/contracts/src/copy/fallback-messages.ts` for a failure with no server message. */
  fallback: string;
  /** Sent without the token: a list anyone may read (the links), or signing in. */
  anonymous?: boolean;
  /** Send as a multipart upload that reports progress (a blog with its image). */
  onProgress?: (sent: number) => void;
  /** The success notice; a read shows none. */
  successToast?: string;
  /** No failure toast: the caller shows the failure itself (sign-in's notice, the badge). */
  quiet?: boolean;
}

/** A failed call: the text to show (the server's, else the fallback) and the HTTP status (0: unreachable). */
export interface StaffCallError {
  status: number;
  message: string;
}

/** The server refused the staff token: expired, revoked, or signed out elsewhere. */
export const isRefusedToken = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error as { status: unknown }).status === 401;

function send(call: StaffCall, signal: AbortSignal): Promise<unknown> {
  const request = {
    method: call.method,
    body: call.body,
    auth: !call.anonymous,
    fallbackMessage: call.fallback,
    signal,
    // A read nobody is there for (a poll in a hidden or untouched tab) does not keep the session.
    background: (call.method ?? 'GET') === 'GET' && readIsBackground(),
  };
  if (call.onProgress && call.body instanceof FormData) {
    const method = call.method === 'PUT' ? 'PUT' : 'POST';
    return apiUpload(call.path, {
      ...request,
      method,
      body: call.body,
      onProgress: call.onProgress,
    });
  }
  return apiRequest(call.path, request);
}

/**
 * The base of every staff call (one place, as bulletproof-react's api-client): the bearer token,
 * and on any 401 the token forgotten and the user signed out with the server's reason, so the
 * layout's guard goes to /signin, which shows it. Each outcome gets its toast: the call's success
 * notice, or the failure's text (none for a 401: /signin says why).
 */
export const staffBaseQuery: BaseQueryFn<StaffCall, unknown, StaffCallError> = async (
  call,
  { dispatch, signal },
) => {
  try {
    const data = await send(call, signal);
    if (call.successToast) dispatch(showToast('success', call.successToast));
    return { data };
  } catch (error) {
    // Dropped on purpose (the page went away): nothing failed that anyone is waiting for.
    if (error instanceof DOMException && error.name === 'AbortError') {
      return { error: { status: 0, message: call.fallback } };
    }
    const failure: StaffCallError =
      error instanceof ApiError
        ? { status: error.status, message: error.message }
        : { status: 0, message: call.fallback };
    if (isRefusedToken(failure) && !call.anonymous) {
      tokenStorage.clear();
      dispatch(userActions.signInFailure(failure.message));
    } else if (!call.quiet) {
      dispatch(showToast('failure', failure.message));
    }
    return { error: failure };
  }
};
