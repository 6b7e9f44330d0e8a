import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import type { AppStore } from '@clinic/shared/store/make-store';
import type { BootData } from '../boot/boot-data';
import { DocumentTitle } from '../head/document-title';
import { ScrollToTop } from '../routing/scroll-to-top';
import { AppRoutes } from './app-routes';
import { SitePagesContext } from './site-pages';

interface Props {
  store: AppStore;
  boot: BootData;
  children?: ReactNode;
}

/**
 * Everything inside the router, the same on the server and in the browser, so hydration finds
 * what the server rendered. The one store and SWR's cache travel through the contexts of their
 * shared singletons (react-redux, swr), which remotes read as the same objects.
 */
export function AppFrame({ store, boot }: Props) {
  return (
    <Provider store={store}>
      <SWRConfig value={{ fallback: boot.data }}>
        <SitePagesContext value={boot.pages}>
          <ScrollToTop />
          <DocumentTitle />
          <AppRoutes />
        </SitePagesContext>
      </SWRConfig>
    </Provider>
  );
}
