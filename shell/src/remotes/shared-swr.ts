import type * as Swr from 'swr';

/** The swr the shell offers the remotes (host-shares.ts): one cache for a page and its hooks. */
export const importSharedSwr = (): Promise<typeof Swr> => import('swr');
