import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A page another origin of the site serves (the staff pages on STAFF_URL, or the public ones seen
 * from there: decision 0076), reached by a link or `navigate` in the browser: the document goes
 * there, so that origin's server answers it and this one never loads its code. Replacing the
 * entry keeps Back on the page the visitor came from.
 */
export function PageElsewhere({ origin }: { origin: string }) {
  const { pathname, search, hash } = useLocation();
  const href = `${origin}${pathname}${search}${hash}`;
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return (
    <main id="main">
      <p role="status">
        Opening <a href={href}>{href}</a>…
      </p>
    </main>
  );
}
