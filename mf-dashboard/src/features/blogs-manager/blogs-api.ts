import { fallbackMessages } from '@clinic/contracts/copy/fallback-messages';
import type { Blog, BlogStatus } from '@clinic/contracts/entities/blog';
import type { BlogRevision } from '@clinic/contracts/entities/blog-revision';
import type { PreviewLinkEntry } from '@clinic/contracts/blog-preview';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { replaceById } from '@clinic/browser-kit/store/request-status';
import {
  type CacheThunk,
  changeAtOnce,
  deleteFromList,
  invalidatesOnSuccess,
  listRead,
  onceDone,
  type Recipe,
} from '../../api/list-endpoints';
import { staffApi } from '../../api/staff-api';

export interface SaveBlog {
  /** The blog being edited; none for a new one. */
  id?: string;
  body: FormData;
  onProgress?: (sent: number) => void;
}

const blogPath = (id: string) => `/blog/${encodeURIComponent(id)}`;
const flipped = (status: BlogStatus): BlogStatus =>
  status === 'published' ? 'draft' : 'published';

/** A change to the cached list of blogs (the editor's answer, a status, a deletion). */
const inBlogList = (recipe: Recipe): CacheThunk =>
  blogsApi.util.updateQueryData('getBlogs', undefined, recipe);

/** The server's answer for a blog in place of the list's copy. */
const savedInList = (saved: Blog): CacheThunk =>
  blogsApi.util.updateQueryData('getBlogs', undefined, (blogs) => replaceById(blogs, saved));

/** All blogs, drafts included, as the staff dashboard manages them. */
export const blogsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Blog[], void>(
      listRead<Blog>({ path: '/blogs', fallback: fallbackMessages.fetchBlogs, tag: 'Blog' }),
    ),
    /**
     * POST /blog or PUT /blog/{id}, multipart, with upload progress. The answer is the server's
     * blog, so the list takes it as it is (a new one first, an edited one in place) without
     * asking for the whole list again.
     */
    saveBlog: build.mutation<Blog, SaveBlog>({
      query: ({ id, body, onProgress }) => ({
        path: id ? blogPath(id) : '/blog',
        method: id ? 'PUT' : 'POST',
        body,
        onProgress: onProgress ?? (() => undefined),
        fallback: id ? fallbackMessages.updateBlog : fallbackMessages.createBlog,
        successToast: id ? 'Blog updated' : 'Blog created',
      }),
      transformResponse: (answer: { data: Blog }) => answer.data,
      invalidatesTags: invalidatesOnSuccess('Revision'),
      onQueryStarted: (_, { dispatch, queryFulfilled }) =>
        onceDone(queryFulfilled, (saved) =>
          dispatch(
            blogsApi.util.updateQueryData('getBlogs', undefined, (blogs) =>
              blogs.some((blog) => blog._id === saved._id)
                ? replaceById(blogs, saved)
                : [saved, ...blogs],
            ),
          ),
        ),
    }),
    /**
     * PUT /blog/{id}/pending (issue 43): a published blog's changes kept aside, previewable,
     * not public until published. The list takes the answer (the blog with them).
     */
    keepPendingChanges: build.mutation<Blog, Required<Pick<SaveBlog, 'id' | 'body'>> & SaveBlog>({
      query: ({ id, body, onProgress }) => ({
        path: `${blogPath(id)}/pending`,
        method: 'PUT',
        body,
        onProgress: onProgress ?? (() => undefined),
        fallback: 'Failed to keep the changes',
        successToast: 'Changes kept as pending: patients still see the published blog',
      }),
      transformResponse: (answer: { data: Blog }) => answer.data,
      onQueryStarted: (_, { dispatch, queryFulfilled }) =>
        onceDone(queryFulfilled, (saved) => dispatch(savedInList(saved))),
    }),
    /** The pending changes become the blog (a new revision). */
    publishPendingChanges: build.mutation<Blog, string>({
      query: (id) => ({
        path: `${blogPath(id)}/pending/publish`,
        method: 'POST',
        fallback: 'Failed to publish the changes',
        successToast: 'Changes published',
      }),
      transformResponse: (answer: { data: Blog }) => answer.data,
      invalidatesTags: invalidatesOnSuccess('Revision'),
      onQueryStarted: (_, { dispatch, queryFulfilled }) =>
        onceDone(queryFulfilled, (saved) => dispatch(savedInList(saved))),
    }),
    /** The pending changes dropped; the published blog stays as it is. */
    discardPendingChanges: build.mutation<void, string>({
      query: (id) => ({
        path: `${blogPath(id)}/pending`,
        method: 'DELETE',
        fallback: 'Failed to discard the changes',
        successToast: 'Pending changes discarded',
      }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        onceDone(queryFulfilled, () =>
          dispatch(
            blogsApi.util.updateQueryData('getBlogs', undefined, (blogs) =>
              blogs.map((blog) => (blog._id === id ? { ...blog, pending: undefined } : blog)),
            ),
          ),
        ),
    }),
    /**
     * The status badge flips draft and published at once (the person expects instant feedback);
     * a refusal puts it back, and the toast says why.
     */
    toggleBlogStatus: build.mutation<Blog, Blog>({
      query: (blog) => ({
        path: `${blogPath(blog._id)}/status`,
        method: 'PUT',
        body: { status: flipped(blog.status) },
        fallback: fallbackMessages.changeBlogStatus,
        successToast:
          flipped(blog.status) === 'published' ? 'Blog published' : 'Blog moved to drafts',
      }),
      transformResponse: (answer: { data: Blog }) => answer.data,
      onQueryStarted: (blog, api) =>
        changeAtOnce(api, inBlogList, blog._id, { status: flipped(blog.status) }),
    }),
    deleteBlog: build.mutation<void, string>(
      deleteFromList(
        {
          path: blogPath,
          fallback: fallbackMessages.deleteBlog,
          successToast: 'Blog deleted',
          tags: ['Blog', 'DeletedBlog'],
        },
        inBlogList,
      ),
    ),
    /** The blog's last 50 saves, newest first. */
    getBlogRevisions: build.query<BlogRevision[], string>({
      query: (id) => ({
        path: `${blogPath(id)}/revisions`,
        fallback: 'Failed to fetch the history',
      }),
      transformResponse: (answer: { data: BlogRevision[] }) => answer.data,
      providesTags: ['Revision'],
    }),
    /** An earlier version's text back, as a new save (the list and the history refetch). */
    restoreRevision: build.mutation<Blog, { blogId: string; revisionId: string; savedAt: string }>({
      query: ({ blogId, revisionId, savedAt }) => ({
        path: `${blogPath(blogId)}/revisions/${encodeURIComponent(revisionId)}/restore`,
        method: 'POST',
        fallback: 'Failed to restore the version',
        successToast: `Blog restored to the version of ${formatClinicTimestamp(savedAt)}`,
      }),
      transformResponse: (answer: { data: Blog }) => answer.data,
      invalidatesTags: invalidatesOnSuccess('Blog', 'Revision'),
    }),
    /** A private link showing the blog as patients will see it, for a day. */
    createPreview: build.mutation<{ path: string; expiresAt: string }, string>({
      query: (id) => ({
        path: `${blogPath(id)}/preview`,
        method: 'POST',
        fallback: 'Failed to make a preview link',
      }),
      transformResponse: (answer: { data: { path: string; expiresAt: string } }) => answer.data,
      invalidatesTags: invalidatesOnSuccess('PreviewLink'),
    }),
    /** The blog's preview links that still work (issue 43): when each was made and ends. */
    getPreviewLinks: build.query<PreviewLinkEntry[], string>({
      query: (id) => ({
        path: `${blogPath(id)}/previews`,
        fallback: 'Failed to fetch the preview links',
      }),
      transformResponse: (answer: { data: PreviewLinkEntry[] }) => answer.data,
      providesTags: ['PreviewLink'],
    }),
    /** Ends a preview link at once: whoever has it sees "expired" from now on. */
    endPreviewLink: build.mutation<void, { blogId: string; id: string }>({
      query: ({ blogId, id }) => ({
        path: `${blogPath(blogId)}/previews/${encodeURIComponent(id)}`,
        method: 'DELETE',
        fallback: 'Failed to end the preview link',
        successToast: 'Preview link ended',
      }),
      invalidatesTags: invalidatesOnSuccess('PreviewLink'),
    }),
    /** Blogs deleted in the last 30 days, which can still be restored. */
    getDeletedBlogs: build.query<Blog[], void>(
      listRead<Blog>({
        path: '/blogs/deleted',
        fallback: 'Failed to fetch deleted blogs',
        tag: 'DeletedBlog',
      }),
    ),
    restoreBlog: build.mutation<Blog, string>({
      query: (id) => ({
        path: `${blogPath(id)}/restore`,
        method: 'POST',
        fallback: 'Failed to restore the blog',
        successToast: 'Blog restored',
      }),
      transformResponse: (answer: { data: Blog }) => answer.data,
      invalidatesTags: invalidatesOnSuccess('Blog', 'DeletedBlog'),
    }),
  }),
});

export const {
  useKeepPendingChangesMutation,
  usePublishPendingChangesMutation,
  useDiscardPendingChangesMutation,
  useCreatePreviewMutation,
  useGetPreviewLinksQuery,
  useEndPreviewLinkMutation,
  useGetBlogRevisionsQuery,
  useRestoreRevisionMutation,
  useGetDeletedBlogsQuery,
  useRestoreBlogMutation,
  useGetBlogsQuery,
  useSaveBlogMutation,
  useToggleBlogStatusMutation,
  useDeleteBlogMutation,
} = blogsApi;
