import { apiUrl, buildHeaders, settleAnswer, unreachable, type ApiCall } from './api-exchange';

export interface UploadRequest extends ApiCall {
  method: 'POST' | 'PUT';
  body: FormData;
  /** Share of the body sent so far, from 0 to 1. */
  onProgress?: (sent: number) => void;
}

/**
 * A multipart call that reports how much of its body has been sent. fetch cannot (it has no
 * upload progress), so this one uses XMLHttpRequest; headers, URL and error messages are
 * `apiRequest`'s own.
 */
export function apiUpload<T>(path: string, request: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, apiUrl(path));
    xhr.withCredentials = true;
    buildHeaders(request).forEach((value, name) => xhr.setRequestHeader(name, value));

    // Upload listeners must be in place before send(), or the browser reports no progress.
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => request.onProgress?.(1));

    xhr.addEventListener('load', () => {
      try {
        resolve(settleAnswer<T>(xhr.status, xhr.responseText, request));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => reject(unreachable(request)));
    xhr.addEventListener('timeout', () => reject(unreachable(request)));
    xhr.addEventListener('abort', () =>
      reject(new DOMException('The upload was aborted', 'AbortError')),
    );

    if (request.signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
