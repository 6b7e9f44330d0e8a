import { Link } from 'react-router-dom';
import { paths } from '@clinic/contracts/routes/paths';
import { BLOG_UNAVAILABLE_TITLE } from '../unavailable-title';

/** An unknown, unpublished or removed blog: the server answers 404 with this page. */
export function BlogUnavailable() {
  return (
    <main id="main" className="content-page blog-unavailable">
      <h1>{BLOG_UNAVAILABLE_TITLE}</h1>
      <p>It may have been taken down or not published yet, or the link may be mistyped.</p>
      <p>
        <Link className="blog-unavailable__link" to={paths.blogs.getHref()}>
          See all blogs
        </Link>
      </p>
    </main>
  );
}
