import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../store/make-store';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Where the in-memory router starts. */
  route?: string;
}

/** Renders a component with its own store and router, as the shell would provide them. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    ...renderOptions
  } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
