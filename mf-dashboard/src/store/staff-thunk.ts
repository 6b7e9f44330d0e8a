import type { AsyncThunkPayloadCreator } from '@reduxjs/toolkit';
import { apiRequest, type ApiRequest } from '@clinic/browser-kit/api/api-client';
import type { UploadRequest } from '@clinic/browser-kit/api/api-upload';
import { showToast } from './toasts-slice';
import { failureMessage, isRefusedToken, staffRequest, staffUpload } from './staff-request';

type Without<T> = Omit<T, 'auth' | 'fallbackMessage'>;

/** The ways out a staff thunk has, each already given the call's fallback text. */
export interface StaffClient {
  /** With the bearer token; a 401 signs the user out. */
  request<T>(path: string, request?: Without<ApiRequest>): Promise<T>;
  /** The same, as a multipart upload that reports progress. */
  upload<T>(path: string, request: Without<UploadRequest>): Promise<T>;
  /** Without the token, for a list anyone may read (the links). */
  publicRequest<T>(path: string, request?: Without<ApiRequest>): Promise<T>;
}

export interface StaffCall<Returned, Arg> {
  /** The text of `shared/contracts/src/copy/fallback-messages.ts` for a failure with no server message. */
  fallback: string | ((arg: Arg) => string);
  send: (arg: Arg, client: StaffClient) => Promise<Returned>;
  /** The success notice; a read shows none. */
  successToast?: (answer: Returned, arg: Arg) => string;
}

/** A staff thunk is rejected with the text to show, so a form can say why it failed. */
export interface StaffThunkConfig {
  rejectValue: string;
}

/**
 * The payload creator of every dashboard call: the call through the 401-aware base, then a toast
 * with the outcome. A failure is rejected with the server's message or the fallback, which the
 * slice stores as its error (`addRequestStatusCases`); a refused token shows no toast, as the
 * user is being sent to /signin, which says why.
 */
export function staffThunk<Returned, Arg = void>(
  call: StaffCall<Returned, Arg>,
): AsyncThunkPayloadCreator<Returned, Arg, StaffThunkConfig> {
  return async (arg, { dispatch, rejectWithValue }) => {
    const fallbackMessage = typeof call.fallback === 'string' ? call.fallback : call.fallback(arg);
    const client: StaffClient = {
      request: (path, request = {}) =>
        staffRequest(dispatch, path, { ...request, fallbackMessage }),
      upload: (path, request) => staffUpload(dispatch, path, { ...request, fallbackMessage }),
      publicRequest: (path, request = {}) => apiRequest(path, { ...request, fallbackMessage }),
    };
    try {
      const answer = await call.send(arg, client);
      if (call.successToast) dispatch(showToast('success', call.successToast(answer, arg)));
      return answer;
    } catch (error) {
      const message = failureMessage(error, fallbackMessage);
      if (!isRefusedToken(error)) dispatch(showToast('failure', message));
      return rejectWithValue(message);
    }
  };
}
