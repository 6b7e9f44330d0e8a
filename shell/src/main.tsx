import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { App } from './app/app';
import { readBootData } from './boot/boot-data';
import { fetchBootData } from './boot/fetch-boot-data';
import { registerLoader } from './remotes/remote-loader';
import { registerRemoteLocations } from './remotes/remote-runtime';
import { holdComposedPage } from './remotes/remote-page';
import './styles/global.scss';

const store = makeStore();

declare global {
  interface Window {
    /** Read-only diagnostics: lets support staff and the e2e suite see which slices are loaded. */
    __clinic?: { getState: typeof store.getState };
  }
}
window.__clinic = { getState: store.getState };

const container = document.getElementById('root')!;
const serverBoot = readBootData(document);
// A page the server composed carries its boot data and HTML: take that over in place. Without
// it (the Vite dev servers) read the manifests over the network and render from scratch.
const boot = serverBoot ?? (await fetchBootData());
registerRemoteLocations(boot.remotes);
registerLoader(store, boot);
if (serverBoot) holdComposedPage(window.location);
const app = (
  <StrictMode>
    <App store={store} boot={boot} />
  </StrictMode>
);
// Hydrating a whole page in one task would block input for its length on a slow phone; as a
// transition, React hydrates in slices and yields to the browser between them.
if (serverBoot)
  startTransition(() => {
    hydrateRoot(container, app);
  });
else createRoot(container).render(app);
