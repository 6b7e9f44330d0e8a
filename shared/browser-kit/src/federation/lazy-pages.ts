import { createElement, use, type ComponentType } from 'react';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { readablePromise } from '../async/readable-promise';

/** How a remote loads one page's component: a dynamic import, one chunk per page. */
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * A remote's pages as lazy components, and a way to load one's code before it renders (the
 * contract's `loadPage`). Both share one promise per page; once it has settled the page renders
 * at once (React's `lazy` would suspend for a tick even then, showing the loading state).
 */
export function lazyPages(loaders: Readonly<Record<string, PageLoader>>) {
  const loading = new Map<string, Promise<{ default: ComponentType<PageProps> }>>();
  const load = (key: string) => {
    let pending = loading.get(key);
    if (!pending) {
      const loader = loaders[key];
      if (!loader) throw new Error(`No page named ${key}`);
      pending = readablePromise(loader());
      loading.set(key, pending);
    }
    return pending;
  };
  const pages = Object.fromEntries(
    Object.keys(loaders).map((key) => {
      function LazyPage(props: PageProps) {
        return createElement(use(load(key)).default, props);
      }
      LazyPage.displayName = `Page(${key})`;
      return [key, LazyPage];
    }),
  );
  const loadPage = async (key: string): Promise<void> => {
    if (loaders[key]) await load(key);
  };
  return { pages, loadPage };
}
