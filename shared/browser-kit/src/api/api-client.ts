import { apiUrl, buildHeaders, settleAnswer, unreachable, type ApiCall } from './api-exchange';

export interface ApiRequest extends ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/**
 * The one client for `/api/v1`: every call in every app goes through here (or through
 * `apiUpload`, its XMLHttpRequest twin for uploads that report progress), so the base URL, the
 * bearer header and the error messages of product §8 are decided in one place.
 */
export async function apiRequest<T>(path: string, request: ApiRequest): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: request.method ?? 'GET',
      headers: buildHeaders(request),
      body: encodeBody(request.body),
      credentials: 'include',
      signal: request.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw unreachable(request);
  }
  return settleAnswer<T>(response.status, await response.text(), request);
}
