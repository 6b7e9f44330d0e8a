import { BACKGROUND_REQUEST_HEADER } from '@clinic/contracts/routes/background-request';
import { clinic } from '@clinic/contracts/config/clinic';
import { ApiError } from './api-error';
import { tokenStorage } from './token-storage';

/**
 * What `apiRequest` (fetch) and `apiUpload` (XMLHttpRequest) have in common: where a call goes,
 * which headers it carries, and how an answer becomes data or an `ApiError` with the product §8 text.
 */
export interface ApiCall {
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the staff token from storage as a bearer header. */
  auth?: boolean;
  /** Product §8 text to show when the server gives no message. */
  fallbackMessage: string;
  signal?: AbortSignal;
  /** No person asked for it (a poll): the API does not count it as activity (issue 43). */
  background?: boolean;
}

export const apiUrl = (path: string): string => `${clinic.apiBaseUrl}${path}`;

export function buildHeaders(call: ApiCall): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (call.body !== undefined && !(call.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  const token = call.auth ? tokenStorage.get() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (call.background) headers.set(BACKGROUND_REQUEST_HEADER, '1');
  return headers;
}

function serverMessageOf(text: string): string | null {
  try {
    const payload: unknown = JSON.parse(text);
    if (payload && typeof payload === 'object' && 'message' in payload) {
      const { message } = payload as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the fallback text will do.
  }
  return null;
}

/** The answer's data, or the `ApiError` it stands for (the server's message, else the fallback). */
export function settleAnswer<T>(status: number, text: string, call: ApiCall): T {
  if (status < 200 || status > 299) {
    throw new ApiError(serverMessageOf(text) ?? call.fallbackMessage, status);
  }
  if (status === 204 || text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A success that is not JSON is not an answer this client can use.
    throw new ApiError(call.fallbackMessage, status);
  }
}

/** A request that never reached the server (offline, DNS, refused): the fallback text. */
export const unreachable = (call: ApiCall): ApiError => new ApiError(call.fallbackMessage, 0);
