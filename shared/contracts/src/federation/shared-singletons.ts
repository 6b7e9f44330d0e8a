/**
 * The packages every federated app shares as singletons: only what must be one instance at run
 * time (one React for hooks, one router, one react-redux context for the one store, one SWR
 * cache). Redux Toolkit is not one of them: a slice is plain reducers and data, so the shell's
 * store takes a remote's slice built with the remote's own copy, and each app bundles only the
 * parts it uses (the whole toolkit, shared, was 15 KB compressed on every page; decision 0021).
 * Host and remotes all import this one constant, so their share configs cannot drift.
 *
 * Our own `@clinic/shared` is deliberately absent: it is built into each app, because a remote
 * deployed later is built on a newer `shared` than the shell hosting it, and a shared copy would
 * hand it the shell's older code (docs/decisions/0007-skew-safe-sharing.md).
 *
 * `requiredVersion` with `strictVersion` makes an incompatible provider an error the shell can
 * show as that remote's fallback, instead of a silently used wrong copy. A trailing slash shares
 * the package's subpaths too (`react-dom/client`, `react/jsx-runtime`).
 */
const singleton = (requiredVersion: string) =>
  ({ singleton: true, requiredVersion, strictVersion: true }) as const;

export const sharedSingletons = {
  'react/': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  'react-router-dom': singleton('^7.0.0'),
  'react-redux': singleton('^9.0.0'),
  swr: singleton('^2.0.0'),
};

/**
 * A share resolves to the copy already loaded (the shell's: it provides every singleton) rather
 * than the highest version among all remotes, which made the runtime fetch and run every
 * registered remote's entry the first time a page asked for a share (on a blog page,
 * mf-content's and mf-dashboard's entries, 17 KB). `strictVersion` still refuses a wrong major.
 */
export const SHARE_STRATEGY = 'loaded-first';

/** The bare package names of the singletons (the server provides these to SSR bundles). */
export const singletonPackages: readonly string[] = Object.keys(sharedSingletons).map((key) =>
  key.replace(/\/$/, ''),
);
