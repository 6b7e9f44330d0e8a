import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './page-title';

/**
 * The first page's whole head came from the server, and may be more specific than the metadata
 * (a blog's own title): it is left alone until the visitor moves within the app.
 */
let serverHeadInPlace = true;

/**
 * Keeps the tab's title right after in-app navigation. The route that the router matched says
 * its own title, so nothing matches the path a second time; the path is watched too, as one
 * route (a blog) serves many addresses under one title.
 */
export function useDocumentTitle(title: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (serverHeadInPlace) {
      serverHeadInPlace = false;
      return;
    }
    document.title = pageTitle(title);
  }, [title, pathname]);
}
