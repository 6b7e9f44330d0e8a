import { Link } from 'react-router-dom';
import { paths } from '@clinic/contracts/routes/paths';
import { NOT_FOUND_TITLE } from '../head/page-title';
import { useDocumentTitle } from '../head/use-document-title';

/** Any path no deployed page manifest names (the server answers it with a 404). */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <main className="not-found" id="main">
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <p>
        <Link className="button button--primary" to={paths.home.getHref()}>
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
