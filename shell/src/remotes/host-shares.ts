import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
/* eslint-disable no-restricted-imports -- the whole modules, as they are shared: the rules that
   narrow what an app may import from them are about using them, not about handing them on. */
import * as ReactRedux from 'react-redux';
import * as Router from 'react-router-dom';
/* eslint-enable no-restricted-imports */
import { sharedSingletons } from '@clinic/contracts/federation/shared-singletons';
import { importSharedSwr } from './shared-swr';

/** The installed version of each singleton package, written in by the shell's build. */
declare const __CLINIC_SHARED_VERSIONS__: Readonly<Record<string, string>>;

/**
 * One share of the shell's own copy of a singleton, flagged as an ES module: the remotes receive
 * the very module objects the shell renders with (one React, one router, one store context).
 */
function share(config: keyof typeof sharedSingletons, load: () => Promise<object> | object) {
  return {
    version: __CLINIC_SHARED_VERSIONS__[config.replace(/\/$/, '')]!,
    scope: 'default',
    shareConfig: sharedSingletons[config],
    get: async () => {
      const module = Object.defineProperty({ ...(await load()) }, '__esModule', { value: true });
      return () => module;
    },
  };
}

/** Every singleton, as the shell offers it to the federation runtime; SWR only when asked for. */
export const hostShares = {
  react: share('react/', () => React),
  'react/jsx-runtime': share('react/', () => JsxRuntime),
  'react-dom': share('react-dom/', () => ReactDom),
  'react-dom/client': share('react-dom/', () => ReactDomClient),
  'react-router-dom': share('react-router-dom', () => Router),
  'react-redux': share('react-redux', () => ReactRedux),
  swr: share('swr', importSharedSwr),
};
