import { describe, expect, it } from 'vitest';
import type { Blog } from '@clinic/contracts/entities/blog';
import { deleteBlog, fetchBlogs, saveBlog, blogsSlice } from './blogs-slice';

const reduce = blogsSlice.reducer;
const initial = reduce(undefined, { type: 'init' });
const blog = (id: string, overrides: Partial<Blog> = {}): Blog => ({
  _id: id,
  title: `Blog ${id}`,
  subTitle: 'About the lungs',
  status: 'draft',
  image: null,
  content: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});
const save = { body: new FormData() };
const ids = (state: ReturnType<typeof reduce>) => state.blogs.map((b) => b._id);

describe('blogs slice (product §4)', () => {
  it('starts idle and empty', () => {
    expect(initial).toEqual({ loading: false, blogs: [], error: null });
  });

  it('a request sets loading and clears the last error', () => {
    const failed = reduce(
      initial,
      fetchBlogs.rejected(null, 'r', undefined, 'Failed to fetch blogs'),
    );
    expect(reduce(failed, fetchBlogs.pending('r'))).toMatchObject({
      loading: true,
      error: null,
    });
  });

  it('fetch success stores the list and clears loading', () => {
    const state = reduce(
      reduce(initial, fetchBlogs.pending('r')),
      fetchBlogs.fulfilled([blog('a'), blog('b')], 'r'),
    );
    expect(state.loading).toBe(false);
    expect(ids(state)).toEqual(['a', 'b']);
  });

  it('a created blog goes first; a saved one (edit, status change) replaces its _id in place', () => {
    let state = reduce(initial, fetchBlogs.fulfilled([blog('a'), blog('b')], 'r'));
    state = reduce(state, saveBlog.fulfilled(blog('c'), 'r', save));
    expect(ids(state)).toEqual(['c', 'a', 'b']);
    state = reduce(state, fetchBlogs.pending('r'));
    state = reduce(state, saveBlog.fulfilled(blog('a', { status: 'published' }), 'r', save));
    expect(ids(state)).toEqual(['c', 'a', 'b']);
    expect(state.blogs[1]!.status).toBe('published');
    expect(state.loading).toBe(false);
  });

  it('delete success removes the matching _id', () => {
    let state = reduce(initial, fetchBlogs.fulfilled([blog('a'), blog('b')], 'r'));
    state = reduce(reduce(state, fetchBlogs.pending('r')), deleteBlog.fulfilled('a', 'r', 'a'));
    expect(state).toMatchObject({ loading: false, error: null });
    expect(ids(state)).toEqual(['b']);
  });

  it('a failure stores the message, clears loading and keeps the list', () => {
    let state = reduce(initial, fetchBlogs.fulfilled([blog('a')], 'r'));
    state = reduce(state, fetchBlogs.pending('r'));
    state = reduce(state, fetchBlogs.rejected(null, 'r', undefined, 'Failed to delete blog'));
    expect(state).toMatchObject({ loading: false, error: 'Failed to delete blog' });
    expect(ids(state)).toEqual(['a']);
  });
});
