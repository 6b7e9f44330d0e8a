import useSWR from 'swr';
import { ApiError } from '@clinic/browser-kit/api/api-error';
import { fallbackMessages } from '@clinic/contracts/copy/fallback-messages';
import { useApiRead } from '@clinic/browser-kit/api/use-api-read';
import type { Blog } from '@clinic/contracts/entities/blog';
import { blogKey, PUBLISHED_BLOGS_KEY } from '../../../page-manifest';

/** Published blogs through SWR, under the key the page manifest lists as the page's `data`. */
export function usePublishedBlogs() {
  return useApiRead<Blog[]>(PUBLISHED_BLOGS_KEY, fallbackMessages.fetchPublishedBlogs);
}

export function useBlog(id: string) {
  // Opened from the list, the blog is already in hand (the list carries whole blogs): show it at
  // once, while SWR checks it is still current, rather than "Loading blog..." for a moment.
  // No fetcher: this only reads (and follows) what the list page read.
  const { data: list } = useSWR<{ data: Blog[] }>(PUBLISHED_BLOGS_KEY, null);
  const result = useApiRead<Blog>(blogKey(id), fallbackMessages.fetchBlog, {
    fallbackData: list?.data.find((candidate) => candidate._id === id),
  });
  return { ...result, notFound: result.error instanceof ApiError && result.error.status === 404 };
}
