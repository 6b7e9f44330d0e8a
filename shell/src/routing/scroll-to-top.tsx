import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Product §2: each page change scrolls to the top (a #fragment is left to the page). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
