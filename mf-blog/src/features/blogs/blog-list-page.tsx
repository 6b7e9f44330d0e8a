import { Link } from 'react-router-dom';
import type { PageProps } from '@clinic/shared/federation/remote-contract';
import { usePublishedBlogs } from './use-blogs';

export default function BlogListPage({ page }: PageProps) {
  const { data: blogs, error, isLoading } = usePublishedBlogs();
  return (
    <main id="main" className="content-page">
      <h1>{page.title}</h1>
      {isLoading && <p role="status">Loading blogs...</p>}
      {error && <p role="alert">{error.message}</p>}
      <ul>
        {blogs?.map((blog) => (
          <li key={blog._id}>
            <Link to={`/blog/${encodeURIComponent(blog._id)}`}>{blog.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
