import { PREVIEW_EXPIRED } from '@clinic/contracts/blog-preview';
import { ApiError } from '@clinic/browser-kit/api/api-error';
import { useApiRead } from '@clinic/browser-kit/api/use-api-read';
import type { Blog } from '@clinic/contracts/entities/blog';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { paths } from '@clinic/contracts/routes/paths';
import { BlogArticle } from './components/blog-article';
import './blog-detail-page.scss';

/**
 * A blog as patients will see it (the reader's own article), through a private link staff made
 * in the dashboard; drafts included. The page is `noindex` and out of the sitemap.
 */
export default function BlogPreviewPage({ params }: PageProps) {
  const token = params.token ?? '';
  const {
    data: blog,
    error,
    isLoading,
  } = useApiRead<Blog>(paths.blogPreview.getHref(token), PREVIEW_EXPIRED);
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <main id="main" className="content-page blog-detail">
      <p className="blog-detail__preview" role="status">
        Preview:{' '}
        {blog?.status === 'published'
          ? 'this is how patients see it'
          : 'patients cannot see this blog yet'}
        .
      </p>
      {blog ? (
        <BlogArticle blog={blog} />
      ) : (
        <>
          <h1>Blog preview</h1>
          {isLoading && <p role="status">Loading blog...</p>}
          {(gone || error) && <p role="alert">{gone ? PREVIEW_EXPIRED : error?.message}</p>}
        </>
      )}
    </main>
  );
}
