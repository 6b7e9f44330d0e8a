import useSWR from 'swr';
import { apiRequest } from './api-client';

/**
 * A public API read through SWR, keyed by its API path. Pages list the same paths as their
 * manifest `data`; the server renders them with the answers and hands those to SWR as fallback
 * data under the same key, so nothing is fetched or flashes on hydration.
 */
export function useApiRead<T>(key: string, fallbackMessage: string) {
  const { data, error, isLoading } = useSWR(key, (path: string) =>
    apiRequest<{ data: T }>(path, { fallbackMessage }),
  );
  // SWR still revalidates data the server rendered with, and reports that as loading: a page
  // must not show "Loading…" over data it already has (it would appear, then vanish and shift).
  return {
    data: data?.data,
    error: error instanceof Error ? error : undefined,
    isLoading: isLoading && data === undefined,
  };
}
