import type { Blog } from '@clinic/contracts/entities/blog';

const normalise = (text: string) => text.toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim();

/** Product §2: the search matches a blog's title or subtitle, ignoring case and extra spaces. */
export function filterBlogs(blogs: readonly Blog[], query: string): readonly Blog[] {
  const wanted = normalise(query);
  if (!wanted) return blogs;
  return blogs.filter(
    (blog) => normalise(blog.title).includes(wanted) || normalise(blog.subTitle).includes(wanted),
  );
}
