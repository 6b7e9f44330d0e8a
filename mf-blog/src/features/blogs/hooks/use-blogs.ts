import useSWR from 'swr';
import { apiRequest } from '@clinic/shared/api/api-client';
import type { Blog } from '@clinic/shared/entities/blog';
import { blogKey, PUBLISHED_BLOGS_KEY } from '../../page-manifest';

/**
 * Public blog reads through SWR. The keys are the API paths the page manifest lists as the
 * pages' `data`, and SWR keeps the API's answer as it came, so the answers the server rendered
 * the page with are SWR's initial data: nothing is fetched or flashes on hydration.
 */
function useApiRead<T>(key: string, fallbackMessage: string) {
  const { data, error, isLoading } = useSWR(key, (path: string) =>
    apiRequest<{ data: T }>(path, { fallbackMessage }),
  );
  // SWR still revalidates data the server rendered with, and reports that as loading: the page
  // must not show "Loading…" over data it already has (it would appear, then vanish and shift).
  return {
    data: data?.data,
    error: error instanceof Error ? error : undefined,
    isLoading: isLoading && data === undefined,
  };
}

export function usePublishedBlogs() {
  return useApiRead<Blog[]>(PUBLISHED_BLOGS_KEY, 'Failed to fetch published blogs');
}

export function useBlog(id: string) {
  return useApiRead<Blog>(blogKey(id), 'Failed to fetch blog');
}
