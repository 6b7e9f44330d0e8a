import { fallbackMessages } from '@clinic/shared/api/fallback-messages';
import type { Blog } from '@clinic/shared/entities/blog';
import type { AppDispatch } from '@clinic/shared/store/make-store';
import { blogsActions } from '@clinic/shared/store/slices/blogs-slice';
import { showToast } from '@clinic/shared/store/slices/toasts-slice';
import { failureMessage, staffRequest, staffUpload } from '@clinic/shared/store/staff-request';

/** How an action ended, so a form can keep its values and show why it failed. */
export type BlogActionResult = { ok: true; blog?: Blog } | { ok: false; message: string };

/**
 * Runs one blog call as spec §4 says (request → success or failure in the blogs slice) and tells
 * the user how it went in a toast. `fallback` is the spec §8 text for a failure with no message.
 */
async function run<T>(
  dispatch: AppDispatch,
  fallback: string,
  call: () => Promise<T>,
  onSuccess: (answer: T) => { toast?: string; blog?: Blog },
): Promise<BlogActionResult> {
  dispatch(blogsActions.blogsRequest());
  try {
    const { toast, blog } = onSuccess(await call());
    if (toast) dispatch(showToast('success', toast));
    return { ok: true, blog };
  } catch (error) {
    const message = failureMessage(error, fallback);
    dispatch(blogsActions.blogsFailure(message));
    dispatch(showToast('failure', message));
    return { ok: false, message };
  }
}

/** Every blog, drafts included (staff only, so the bearer token goes with it). */
export function fetchBlogs() {
  return (dispatch: AppDispatch) =>
    run(
      dispatch,
      fallbackMessages.fetchBlogs,
      () =>
        staffRequest<{ data: Blog[] }>(dispatch, '/blogs', {
          fallbackMessage: fallbackMessages.fetchBlogs,
        }),
      ({ data }) => {
        dispatch(blogsActions.fetchBlogsSuccess(data));
        return {};
      },
    );
}

export interface SaveBlog {
  /** The blog being edited; none for a new one. */
  id?: string;
  body: FormData;
  onProgress?: (sent: number) => void;
}

/** POST /blog or PUT /blog/{id}, multipart, with upload progress (spec §7). */
export function saveBlog({ id, body, onProgress }: SaveBlog) {
  const fallback = id ? fallbackMessages.updateBlog : fallbackMessages.createBlog;
  return (dispatch: AppDispatch) =>
    run(
      dispatch,
      fallback,
      () =>
        staffUpload<{ data: Blog }>(dispatch, id ? `/blog/${encodeURIComponent(id)}` : '/blog', {
          method: id ? 'PUT' : 'POST',
          body,
          fallbackMessage: fallback,
          onProgress,
        }),
      ({ data }) => {
        dispatch(blogsActions.saveBlogSuccess(data));
        return { toast: id ? 'Blog updated' : 'Blog created', blog: data };
      },
    );
}

/** Spec §4: the badge flips draft and published. */
export function toggleBlogStatus(blog: Blog) {
  const status = blog.status === 'published' ? 'draft' : 'published';
  return (dispatch: AppDispatch) =>
    run(
      dispatch,
      fallbackMessages.changeBlogStatus,
      () =>
        staffRequest<{ data: Blog }>(dispatch, `/blog/${encodeURIComponent(blog._id)}/status`, {
          method: 'PUT',
          body: { status },
          fallbackMessage: fallbackMessages.changeBlogStatus,
        }),
      ({ data }) => {
        dispatch(blogsActions.saveBlogSuccess(data));
        return { toast: data.status === 'published' ? 'Blog published' : 'Blog moved to drafts' };
      },
    );
}

/** Spec §7: after a delete the list is fetched again. */
export function deleteBlog(id: string) {
  return async (dispatch: AppDispatch) => {
    const result = await run(
      dispatch,
      fallbackMessages.deleteBlog,
      () =>
        staffRequest(dispatch, `/blog/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          fallbackMessage: fallbackMessages.deleteBlog,
        }),
      () => {
        dispatch(blogsActions.deleteBlogSuccess(id));
        return { toast: 'Blog deleted' };
      },
    );
    if (result.ok) await dispatch(fetchBlogs());
    return result;
  };
}
