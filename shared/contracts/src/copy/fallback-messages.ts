/** Product §8: what a failure says when the server sent no `message` of its own. */
export const fallbackMessages = {
  login: 'Login failed',
  fetchLinks: 'Failed to fetch links',
  createLink: 'Failed to create link',
  deleteLink: 'Failed to delete link',
  fetchForms: 'Failed to fetch forms',
  createForm: 'Failed to create form',
  deleteForm: 'Failed to delete form',
  fetchBlogs: 'Failed to fetch blogs',
  fetchPublishedBlogs: 'Failed to fetch published blogs',
  fetchBlog: 'Failed to fetch blog',
  createBlog: 'Failed to create blog',
  updateBlog: 'Failed to update blog',
  changeBlogStatus: 'Failed to change blog status',
  deleteBlog: 'Failed to delete blog',
} as const;
