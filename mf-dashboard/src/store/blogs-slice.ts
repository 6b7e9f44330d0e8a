import type { Blog } from '@clinic/contracts/entities/blog';
import { blogsApi } from '../features/blogs-manager/blogs-api';
import { createListMirrorSlice } from './list-mirror-slice';

/**
 * Product §4 "Blog": all blogs, drafts included, as the staff API last read them, with each save,
 * status change and deletion the server confirmed (restores refetch the list, which this follows).
 */
export const blogsSlice = createListMirrorSlice<'blog', 'blogs', Blog>({
  name: 'blog',
  key: 'blogs',
  read: blogsApi.endpoints.getBlogs,
  saved: [
    blogsApi.endpoints.saveBlog,
    blogsApi.endpoints.toggleBlogStatus,
    // Issue 43: a published blog with its pending changes kept, or with them published.
    blogsApi.endpoints.keepPendingChanges,
    blogsApi.endpoints.publishPendingChanges,
  ],
  removed: [blogsApi.endpoints.deleteBlog],
});
