import type { PageProps } from '@clinic/shared/federation/remote-contract';
import { useBlog } from './use-blogs';

export default function BlogDetailPage({ params }: PageProps) {
  const { data: blog, error, isLoading } = useBlog(params.id ?? '');
  return (
    <main id="main" className="content-page">
      <h1>{blog?.title ?? 'Blog'}</h1>
      {isLoading && <p role="status">Loading blog...</p>}
      {error && <p role="alert">{error.message}</p>}
      {blog && <p>{blog.subTitle}</p>}
    </main>
  );
}
