import { lazy, type ComponentType } from 'react';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';

/** How a remote loads one page's component: a dynamic import, one chunk per page. */
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * A remote's pages as lazy components, and a way to load one's code before it renders (the
 * contract's `prefetch`): both call the same loader, so the browser fetches the chunk once and
 * React's render of the page finds it already there.
 */
export function lazyPages(loaders: Readonly<Record<string, PageLoader>>) {
  const pages = Object.fromEntries(
    Object.entries(loaders).map(([key, loader]) => [key, lazy(loader)]),
  );
  const prefetchPage = async (key: string): Promise<void> => {
    await loaders[key]?.();
  };
  return { pages, prefetchPage };
}
