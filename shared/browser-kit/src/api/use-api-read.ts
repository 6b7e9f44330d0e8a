import useSWR from 'swr';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

type Answer<T> = { data: T };

/** Asking again helps after a network or server failure, never after a 404 or another refusal. */
const shouldRetryOnError = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * A public API read through SWR, keyed by its API path. Pages list the same paths as their
 * manifest `data`; the server renders them with the answers and hands those to SWR as fallback
 * data under the same key, so nothing is fetched or flashes on hydration. `fallbackData` shows
 * what the caller already holds (a blog from the list) while SWR checks it is current.
 */
export function useApiRead<T>(
  key: string,
  fallbackMessage: string,
  options: { fallbackData?: T } = {},
) {
  const { data, error, isLoading } = useSWR(
    key,
    (path: string) => apiRequest<Answer<T>>(path, { fallbackMessage }),
    {
      shouldRetryOnError,
      fallbackData: options.fallbackData === undefined ? undefined : { data: options.fallbackData },
    },
  );
  // SWR still revalidates data the server rendered with, and reports that as loading: a page
  // must not show "Loading…" over data it already has (it would appear, then vanish and shift).
  return {
    data: data?.data,
    error: error instanceof Error ? error : undefined,
    isLoading: isLoading && data === undefined,
  };
}
