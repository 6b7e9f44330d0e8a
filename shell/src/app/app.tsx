import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@clinic/shared/store/make-store';
import { ScrollToTop } from '../routing/scroll-to-top';
import { AppRoutes } from './app-routes';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <ScrollToTop />
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
