import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { matchPage } from '@clinic/shared/federation/match-page';
import { useSitePages } from '../app/site-pages';
import { NOT_FOUND_TITLE, pageTitle } from './page-title';

/**
 * Keeps the tab's title right after in-app navigation. The first page's whole head came from the
 * server, and may be more specific than the metadata (a blog's own title): it is left alone.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const pages = useSitePages();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    document.title = pageTitle(matchPage(pages, pathname)?.entry.title ?? NOT_FOUND_TITLE);
  }, [pages, pathname]);
  return null;
}
