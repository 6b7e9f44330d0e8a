import useSWR from 'swr';
import { apiRequest } from '@clinic/shared/api/api-client';
import { ApiError } from '@clinic/shared/api/api-error';
import { fallbackMessages } from '@clinic/shared/api/fallback-messages';
import type { Blog } from '@clinic/shared/entities/blog';
import { blogKey, PUBLISHED_BLOGS_KEY } from '../../../page-manifest';

type Answer<T> = { data: T };

const read =
  <T>(fallbackMessage: string) =>
  (path: string) =>
    apiRequest<Answer<T>>(path, { fallbackMessage });

/** Asking again helps after a network or server failure, never after a 404 or another refusal. */
const options = {
  shouldRetryOnError: (error: unknown) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};

/**
 * SWR still revalidates data the server rendered with, and reports that as loading: the page
 * must not show "Loading…" over data it already has (it would appear, then vanish and shift).
 */
function answerOf<T>(result: { data?: Answer<T>; error?: unknown; isLoading: boolean }) {
  return {
    data: result.data?.data,
    error: result.error instanceof Error ? result.error : undefined,
    isLoading: result.isLoading && result.data === undefined,
  };
}

/**
 * Public blog reads through SWR. The keys are the API paths the page manifest lists as the
 * pages' `data`, and SWR keeps the API's answer as it came, so the answers the server rendered
 * the page with are SWR's initial data: nothing is fetched or flashes on hydration.
 */
export function usePublishedBlogs() {
  return answerOf(
    useSWR(PUBLISHED_BLOGS_KEY, read<Blog[]>(fallbackMessages.fetchPublishedBlogs), options),
  );
}

export function useBlog(id: string) {
  // Opened from the list, the blog is already in hand (the list carries whole blogs): show it at
  // once, while SWR checks it is still current, rather than "Loading blog..." for a moment.
  // No fetcher: this only reads (and follows) what the list page read.
  const { data: list } = useSWR<Answer<Blog[]>>(PUBLISHED_BLOGS_KEY, null);
  const blog = list?.data.find((candidate) => candidate._id === id);
  const result = answerOf(
    useSWR(blogKey(id), read<Blog>(fallbackMessages.fetchBlog), {
      ...options,
      fallbackData: blog && { data: blog },
    }),
  );
  return { ...result, notFound: result.error instanceof ApiError && result.error.status === 404 };
}
