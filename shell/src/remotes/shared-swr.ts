import type * as Swr from 'swr';

/**
 * The swr singleton: the shell's own copy, the one it offers the remotes (host-shares.ts), so a
 * page's provider and its remote's hooks share one cache. Loaded only for a page that reads API
 * data (decision 0021).
 */
export function importSharedSwr(): Promise<typeof Swr> {
  return import('swr');
}
