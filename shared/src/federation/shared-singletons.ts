/**
 * The packages every federated app shares as singletons. Host and remotes all import this one
 * constant, so their share configs cannot drift apart: two copies of React or react-redux would
 * break hooks and the one store.
 *
 * A trailing slash shares the package's subpaths too (`react-dom/client`, `react/jsx-runtime`,
 * `@clinic/shared/store/make-store`).
 */
const singleton = { singleton: true } as const;

export const sharedSingletons = {
  'react/': singleton,
  'react-dom/': singleton,
  'react-router-dom': singleton,
  'react-redux': singleton,
  '@reduxjs/toolkit': singleton,
  swr: singleton,
  '@clinic/shared/': singleton,
};
