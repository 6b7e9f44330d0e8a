import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Blog } from '../../entities/blog';
import { removeById, replaceById, requestReducers, type RequestStatus } from '../request-status';

export interface BlogsState extends RequestStatus {
  blogs: Blog[];
}

const initialState: BlogsState = { loading: false, blogs: [], error: null };

/** All blogs, drafts included, as the staff dashboard manages them. */
export const blogsSlice = createSlice({
  name: 'blog',
  initialState,
  reducers: {
    blogsRequest: requestReducers.request,
    blogsFailure: requestReducers.failure,
    fetchBlogsSuccess(state, action: PayloadAction<Blog[]>) {
      state.loading = false;
      state.blogs = action.payload;
    },
    saveBlogSuccess(state, action: PayloadAction<Blog>) {
      state.loading = false;
      const exists = state.blogs.some((blog) => blog._id === action.payload._id);
      state.blogs = exists
        ? replaceById(state.blogs, action.payload)
        : [action.payload, ...state.blogs];
    },
    deleteBlogSuccess(state, action: PayloadAction<string>) {
      state.loading = false;
      state.blogs = removeById(state.blogs, action.payload);
    },
  },
});

export const blogsActions = blogsSlice.actions;
