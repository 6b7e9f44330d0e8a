import { clinic } from '../config/clinic';
import { ApiError } from './api-error';
import { tokenStorage } from './token-storage';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the staff token from storage as a bearer header. */
  auth?: boolean;
  /** Spec §8 text to show when the server gives no message. */
  fallbackMessage: string;
  signal?: AbortSignal;
}

function buildHeaders(request: ApiRequest): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (request.body !== undefined && !(request.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  const token = request.auth ? tokenStorage.get() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function readServerMessage(response: Response): Promise<string | null> {
  try {
    const payload: unknown = await response.json();
    if (payload && typeof payload === 'object' && 'message' in payload) {
      const { message } = payload as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the fallback text will do.
  }
  return null;
}

/**
 * The one client for `/api/v1`: every call in every app goes through here, so the base URL,
 * the bearer header and the error messages of spec §8 are decided in one place.
 */
export async function apiRequest<T>(path: string, request: ApiRequest): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${clinic.apiBaseUrl}${path}`, {
      method: request.method ?? 'GET',
      headers: buildHeaders(request),
      body: encodeBody(request.body),
      credentials: 'include',
      signal: request.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(request.fallbackMessage, 0);
  }
  if (!response.ok) {
    const message = await readServerMessage(response);
    throw new ApiError(message ?? request.fallbackMessage, response.status);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
