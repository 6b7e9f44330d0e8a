import type { ComponentType } from 'react';
import type { Slice } from '@reduxjs/toolkit';
import type {
  HeadOverrides,
  PageData,
  PageProps,
} from '@clinic/contracts/federation/remote-contract';

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
  // Slice generics vary per slice; the shell only injects them, it never reads their types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly slices: readonly Slice<any, any, any>[];
  /** Head details computed from a page's data, by page key. */
  readonly head?: Readonly<Record<string, (data: PageData) => HeadOverrides | undefined>>;
}
