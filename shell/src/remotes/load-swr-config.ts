import type * as Swr from 'swr';
import { importSharedSwr } from './shared-swr';

export type SwrConfigProvider = typeof Swr.SWRConfig;

let ready: SwrConfigProvider | undefined;
let pending: Promise<SwrConfigProvider> | undefined;

/** The server build has swr at hand (render-page.tsx) and sets it before the first render. */
export function setSwrConfig(provider: SwrConfigProvider): void {
  ready = provider;
}

/**
 * SWR's provider, through which a remote's page gets the server's answers as initial data. It is
 * fetched from the federation runtime only for a page that reads API data, so a content page never
 * downloads swr (decision 0021). Already here: the provider itself, so a render need not wait;
 * else one promise for the page's life, as React's `use` needs.
 */
export function swrConfigProvider(): SwrConfigProvider | Promise<SwrConfigProvider> {
  if (ready) return ready;
  pending ??= importSharedSwr().then((swr) => (ready = swr.SWRConfig));
  return pending;
}
