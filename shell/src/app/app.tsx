import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@clinic/browser-kit/store/make-store';
import type { BootData } from '../boot/boot-data';
import { AppFrame } from './app-frame';

/** The app in the browser; the server renders the same frame in a StaticRouter. */
export function App({ store, boot }: { store: AppStore; boot: BootData }) {
  return (
    <BrowserRouter>
      <AppFrame store={store} boot={boot} />
    </BrowserRouter>
  );
}
