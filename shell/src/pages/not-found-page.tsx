import { Link } from 'react-router-dom';
import { paths } from '@clinic/shared/routes/paths';

/** Any path no deployed page manifest names (the server answers it with a 404). */
export function NotFoundPage() {
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
