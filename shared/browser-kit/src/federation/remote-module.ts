import type { ComponentType } from 'react';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type {
  HeadOverrides,
  PageData,
  PageProps,
} from '@clinic/contracts/federation/remote-contract';
import type { InjectableReducer, RemoteMiddleware } from '../store/root-reducer';

/**
 * The typed side of the remote contract (`@clinic/contracts/federation/remote-contract`): the
 * module's shape names React components and Redux slices, so it lives with the browser kit and
 * the contract itself stays free of React.
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
