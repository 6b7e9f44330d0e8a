import { Route, Routes } from 'react-router-dom';
import { routeTable } from '@clinic/shared/routes/route-table';
import { PublicLayout } from '../layout/public-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../remotes/remote-page';

const publicRoutes = routeTable.filter((route) => !route.chromeless);
const chromelessRoutes = routeTable.filter((route) => route.chromeless);

/** The shell owns routing: every route of the registry, rendered by the remote that owns it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RemotePage remote={route.remote} page={route.page} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The dashboard has its own layout: no public header, footer or enquiry popup (spec §2). */}
      {chromelessRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<RemotePage remote={route.remote} page={route.page} />}
        />
      ))}
    </Routes>
  );
}
