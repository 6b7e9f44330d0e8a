import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@clinic/browser-kit/store/make-store';
import type { BootData } from '../boot/boot-data';
import { LinkPolicy } from '../remotes/link-policy';
import { ScrollToTop } from '../routing/scroll-to-top';
import { AppRoutes } from './app-routes';
import { PageDataContext } from './page-data';
import { PostedFormContext } from './posted-form';
import { SitePagesContext } from './site-pages';

interface Props {
  store: AppStore;
  boot: BootData;
  children?: ReactNode;
}

/**
 * Everything inside the router, the same on the server and in the browser, so hydration finds
 * what the server rendered. The one store travels through react-redux's context (a shared
 * singleton, which remotes read as the same object); the page's data reaches SWR in
 * `RemotePage`, only on pages that read any.
 */
export function AppFrame({ store, boot }: Props) {
  return (
    <Provider store={store}>
      <PageDataContext value={boot.data}>
        <PostedFormContext value={boot.postedForm}>
          <SitePagesContext value={boot.pages}>
            <ScrollToTop />
            <LinkPolicy />
            <AppRoutes elsewhere={boot.elsewhere} />
          </SitePagesContext>
        </PostedFormContext>
      </PageDataContext>
    </Provider>
  );
}
