import type { ComponentType } from 'react';
import type { Slice } from '@reduxjs/toolkit';

/**
 * The public surface every remote exposes as `./pages`: its page components by key (the keys
 * the shell's route table names) and the slices it needs in the one store. The shell injects the
 * slices before it renders a page, so a remote never needs the store's module identity.
 */
export interface RemoteModule {
  readonly pages: Readonly<Record<string, ComponentType>>;
  // Slice generics vary per slice; the shell only injects them, it never reads their types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly slices: readonly Slice<any, any, any>[];
}
