import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from './root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

/** One factory for the app's store and for every test's own store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
