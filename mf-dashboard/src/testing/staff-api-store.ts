import type { AppStore } from '@clinic/browser-kit/store/make-store';

/**
 * A test's store as the staff API's selectors and cache thunks take it. The store's own type has
 * the dashboard's slices as optional (they are injected when the remote loads); the test has
 * injected them (`injectRemoteStore(dashboardStore)`), so the selectors may read them.
 */
export const staffApiStore = (store: AppStore) =>
  store as unknown as {
    getState(): never;
    dispatch(action: unknown): unknown;
  };
