import type { ComponentType } from 'react';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import {
  contractMajor,
  REMOTE_CONTRACT,
  type HeadOverrides,
  type PageData,
  type PageProps,
} from '@clinic/contracts/federation/remote-contract';
import type { InjectableReducer, RemoteMiddleware } from '../store/root-reducer';

/**
 * The typed side of the remote contract (`@clinic/contracts/federation/remote-contract`): the
 * module's shape names React components and Redux slices, so it lives with the browser kit and
 * the contract itself stays free of React. `checkRemoteContract` is the shell's check of it, in
 * the browser (its loader) and on the server (its renderer) alike.
 */
/** The module every remote exposes as `./pages`, and its server build's default export. */
export interface RemoteModule {
  /** `REMOTE_CONTRACT` of the `shared` the remote was built with. */
  readonly contract: string;
  readonly pages: Readonly<Record<string, ComponentType<PageProps>>>;
  /** Slices (or RTK Query APIs) the shell injects into the one store before a page renders. */
  readonly slices: readonly InjectableReducer[];
  /** Middleware the shell adds to the one store with the slices (an RTK Query API's). */
  readonly middleware?: readonly RemoteMiddleware[];
  /**
   * Runs the code a page will need (not its data) before a navigation to it: the shell's loader
   * calls it when a link to the page is about to be used. Optional; failures are ignored.
   */
  readonly loadPage?: (page: PageEntry) => Promise<unknown>;
  /** Head details computed from a page's data, by page key. */
  readonly head?: Readonly<Record<string, (data: PageData) => HeadOverrides | undefined>>;
}

/** A remote's module, if it implements a contract of the shell's major; else refused, and why. */
export function checkRemoteContract(name: string, value: unknown): RemoteModule {
  const { contract, pages, slices } = (value ?? {}) as Partial<RemoteModule>;
  if (typeof contract !== 'string' || !pages || !slices)
    throw new Error(`${name} exposes no pages of a known remote contract`);
  const major = contractMajor(REMOTE_CONTRACT);
  if (contractMajor(contract) !== major)
    throw new Error(`${name} implements remote contract ${contract}; this shell knows ${major}.x`);
  return value as RemoteModule;
}
