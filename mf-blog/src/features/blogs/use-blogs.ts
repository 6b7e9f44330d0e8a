import { useApiRead } from '@clinic/shared/api/use-api-read';
import type { Blog } from '@clinic/shared/entities/blog';
import { blogKey, PUBLISHED_BLOGS_KEY } from '../../page-manifest';

/** Public blog reads; the keys are the API paths the page manifest lists as the pages' `data`. */
export function usePublishedBlogs() {
  return useApiRead<Blog[]>(PUBLISHED_BLOGS_KEY, 'Failed to fetch published blogs');
}

export function useBlog(id: string) {
  return useApiRead<Blog>(blogKey(id), 'Failed to fetch blog');
}
