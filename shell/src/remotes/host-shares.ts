import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
// The whole modules, as they are shared: the lint rules that narrow what an app may import from
// them are about using them, not about handing them on.
// eslint-disable-next-line no-restricted-imports
import * as ReactRedux from 'react-redux';
// eslint-disable-next-line no-restricted-imports
import * as Router from 'react-router-dom';
import { sharedSingletons } from '@clinic/contracts/federation/shared-singletons';

/** The installed version of each singleton package, written in by the shell's build. */
declare const __CLINIC_SHARED_VERSIONS__: Readonly<Record<string, string>>;

type SingletonKey = keyof typeof sharedSingletons;

/** A module as the federation runtime hands it to a remote: its exports, flagged as ES. */
const asShared = (namespace: object) => {
  const module = { ...namespace };
  Object.defineProperty(module, '__esModule', { value: true });
  return module;
};

/**
 * One share of the shell's own copy of a singleton. The remotes receive the very module objects
 * the shell renders with: one React, one router, one react-redux context for the one store.
 */
function share(config: SingletonKey, load: () => Promise<object> | object) {
  const packageName = config.replace(/\/$/, '');
  return {
    version: __CLINIC_SHARED_VERSIONS__[packageName]!,
    scope: 'default',
    shareConfig: sharedSingletons[config],
    get: async () => {
      const module = asShared(await load());
      return () => module;
    },
  };
}

/**
 * Every singleton of `sharedSingletons`, as the shell offers it to the federation runtime. SWR is
 * imported only when a remote asks for it: a page that reads API data.
 */
export const hostShares = {
  react: share('react/', () => React),
  'react/jsx-runtime': share('react/', () => JsxRuntime),
  'react-dom': share('react-dom/', () => ReactDom),
  'react-dom/client': share('react-dom/', () => ReactDomClient),
  'react-router-dom': share('react-router-dom', () => Router),
  'react-redux': share('react-redux', () => ReactRedux),
  swr: share('swr', () => import('swr')),
};
