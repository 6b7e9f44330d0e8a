import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore } from '@clinic/shared/store/make-store';
import { App } from './app/app';
import './styles/global.scss';

const store = makeStore();

declare global {
  interface Window {
    /** Read-only diagnostics: lets support staff and the e2e suite see which slices are loaded. */
    __clinic?: { getState: typeof store.getState };
  }
}
window.__clinic = { getState: store.getState };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
