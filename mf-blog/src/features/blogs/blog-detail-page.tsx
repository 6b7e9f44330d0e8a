import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { paths } from '@clinic/contracts/routes/paths';
import { useAppSelector } from '@clinic/browser-kit/store/hooks';
import { BlogArticle } from './components/blog-article';
import { BlogUnavailable } from './components/blog-unavailable';
import { useBlog } from './hooks/use-blogs';
import { useHydrated } from '@clinic/browser-kit/hooks/use-hydrated';
import './blog-detail-page.scss';

/** Back to the list as the visitor left it: the search they typed comes along. */
function useBlogsHref(): string {
  const query = useAppSelector((state) => state.blogSearch?.query ?? '');
  const href = paths.blogs.getHref();
  return query ? `${href}?${new URLSearchParams({ q: query })}` : href;
}

export default function BlogDetailPage({ params }: PageProps) {
  const id = params.id ?? '';
  const { data: blog, error, isLoading, notFound } = useBlog(id);
  const blogsHref = useBlogsHref();
  // The server renders a blog's page with the blog, or answers 404 when it has none to give
  // (unknown or draft). A page served without it is that 404: say so from the first paint, and
  // keep saying so while the browser asks again, instead of "Loading blog..." over a 404.
  const serverRendered = !useHydrated();
  const [servedWithout] = useState(() => (serverRendered && !blog ? id : null));

  if (notFound || (!blog && !error && servedWithout === id)) return <BlogUnavailable />;
  return (
    <main id="main" className="content-page blog-detail">
      {blog ? (
        <BlogArticle blog={blog} />
      ) : (
        <>
          <h1>Blog</h1>
          {isLoading && <p role="status">Loading blog...</p>}
          {error && (
            <p role="alert" className="blog-detail__error">
              {error.message}
            </p>
          )}
        </>
      )}
      <p className="blog-detail__back">
        <Link to={blogsHref}>
          <span aria-hidden="true">← </span>All blogs
        </Link>
      </p>
    </main>
  );
}
