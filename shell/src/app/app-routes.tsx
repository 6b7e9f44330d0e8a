import { Route, Routes, useLocation } from 'react-router-dom';
import { PublicLayout } from '../layout/public-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLiveSignal } from './page-live-signal';
import { heldPageKey, noteAddress, RemotePage } from '../remotes/remote-page';
import { PageElsewhere } from '../routing/page-elsewhere';
import { useSitePages } from './site-pages';
import type { PagesElsewhere } from '@clinic/contracts/federation/page-host-contract';

/**
 * The shell owns routing; the remotes' page manifests say which routes exist. Case-sensitive,
 * as the server's 200/404 is (product.md's URLs are: /COPD, /Pictures and /pictures).
 */
export function AppRoutes({ elsewhere }: { elsewhere?: PagesElsewhere }) {
  const pages = useSitePages();
  // Before any page renders: a page composed by the server stays unhydrated only until
  // the address changes.
  noteAddress(useLocation());
  // The held page's element has a key of its own: when the address changes, React drops its
  // never-hydrated region as it is, instead of hydrating it (fetching the old page's code) only
  // to replace it with the next page.
  const route = (entry: (typeof pages)[number]) => (
    <Route
      key={entry.path}
      path={entry.path}
      caseSensitive
      element={<RemotePage key={heldPageKey(entry)} entry={entry} />}
    />
  );
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {pages.filter((entry) => !entry.chromeless).map(route)}
        <Route
          path="*"
          element={
            <>
              <NotFoundPage />
              <PageLiveSignal />
            </>
          }
        />
      </Route>
      {/* The dashboard has its own layout: no public header, footer or enquiry popup (product §2). */}
      {pages.filter((entry) => entry.chromeless).map(route)}
      {elsewhere?.paths.map((path) => (
        <Route
          key={path}
          path={path}
          caseSensitive
          element={<PageElsewhere origin={elsewhere.origin} />}
        />
      ))}
    </Routes>
  );
}
