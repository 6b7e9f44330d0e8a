import { configureStore } from '@reduxjs/toolkit';
import { remoteMiddleware, rootReducer } from './root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A call's arguments are kept in RTK Query's state; an upload's (a FormData, a progress
 * callback) are not plain data, and need not be: nothing persists or replays that state.
 */
const QUERY_ARGUMENTS = /^[^.]+\.(queries|mutations)\.[^.]+\.originalArgs/;

/** One factory for the app's store and for every test's own store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredPaths: [QUERY_ARGUMENTS] } }).concat(
        remoteMiddleware.middleware,
      ),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
