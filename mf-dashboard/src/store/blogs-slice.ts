import { fallbackMessages } from '@clinic/contracts/copy/fallback-messages';
import type { Blog } from '@clinic/contracts/entities/blog';
import { createAppSlice } from './create-app-slice';
import {
  addRequestStatusCases,
  removeById,
  replaceById,
  type RequestStatus,
} from '@clinic/browser-kit/store/request-status';
import { staffThunk, type StaffThunkConfig } from './staff-thunk';

export interface BlogsState extends RequestStatus {
  blogs: Blog[];
}

const initialState: BlogsState = { loading: false, blogs: [], error: null };

export interface SaveBlog {
  /** The blog being edited; none for a new one. */
  id?: string;
  body: FormData;
  onProgress?: (sent: number) => void;
}

const blogPath = (id: string) => `/blog/${encodeURIComponent(id)}`;

/** A created blog goes first; a saved one (edit, status change) replaces its _id in place. */
function keepSaved(state: BlogsState, { payload: saved }: { payload: Blog }) {
  const exists = state.blogs.some((blog) => blog._id === saved._id);
  state.blogs = exists ? replaceById(state.blogs, saved) : [saved, ...state.blogs];
}

/** All blogs, drafts included, as the staff dashboard manages them. */
export const blogsSlice = createAppSlice({
  name: 'blog',
  initialState,
  reducers: (create) => ({
    fetchBlogs: create.asyncThunk(
      staffThunk({
        fallback: fallbackMessages.fetchBlogs,
        send: async (_: void, client) => (await client.request<{ data: Blog[] }>('/blogs')).data,
      }),
      {
        fulfilled(state, { payload }) {
          state.blogs = payload;
        },
      },
    ),
    /**
     * POST /blog or PUT /blog/{id}, multipart, with upload progress. Its types are named (as are
     * the status change's): given a case reducer by name, the toolkit has nothing to infer from.
     */
    saveBlog: create.asyncThunk<Blog, SaveBlog, StaffThunkConfig>(
      staffThunk({
        fallback: ({ id }: SaveBlog) =>
          id ? fallbackMessages.updateBlog : fallbackMessages.createBlog,
        send: async ({ id, body, onProgress }: SaveBlog, client) => {
          const answer = await client.upload<{ data: Blog }>(id ? blogPath(id) : '/blog', {
            method: id ? 'PUT' : 'POST',
            body,
            onProgress,
          });
          return answer.data;
        },
        successToast: (_, { id }) => (id ? 'Blog updated' : 'Blog created'),
      }),
      { fulfilled: keepSaved },
    ),
    /** The status badge flips draft and published. */
    toggleBlogStatus: create.asyncThunk<Blog, Blog, StaffThunkConfig>(
      staffThunk({
        fallback: fallbackMessages.changeBlogStatus,
        send: async (blog: Blog, client) => {
          const status = blog.status === 'published' ? 'draft' : 'published';
          const answer = await client.request<{ data: Blog }>(`${blogPath(blog._id)}/status`, {
            method: 'PUT',
            body: { status },
          });
          return answer.data;
        },
        successToast: (saved) =>
          saved.status === 'published' ? 'Blog published' : 'Blog moved to drafts',
      }),
      { fulfilled: keepSaved },
    ),
    deleteBlog: create.asyncThunk(
      staffThunk({
        fallback: fallbackMessages.deleteBlog,
        send: async (id: string, client) => {
          await client.request(blogPath(id), { method: 'DELETE' });
          return id;
        },
        successToast: () => 'Blog deleted',
      }),
      {
        fulfilled(state, { payload }) {
          state.blogs = removeById(state.blogs, payload);
        },
      },
    ),
  }),
  extraReducers: (builder) => addRequestStatusCases(builder, 'blog'),
});

export const { fetchBlogs, saveBlog, toggleBlogStatus, deleteBlog } = blogsSlice.actions;
