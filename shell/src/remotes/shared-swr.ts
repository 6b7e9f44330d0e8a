import type * as Swr from 'swr';

/** The swr the shell offers the remotes (host-shares.ts): one cache for a page and its hooks. */
export const importSharedSwr = (): Promise<typeof Swr> => import('swr');

type SwrConfigProvider = typeof Swr.SWRConfig;
let swrConfig: SwrConfigProvider | Promise<SwrConfigProvider> | undefined;

/** The server build has swr at hand (render-page.tsx) and sets it before the first render. */
export const setSwrConfig = (provider: SwrConfigProvider) => void (swrConfig = provider);

/** Loaded only for a page that reads API data (decision 0021); one promise, for `use`. */
export const swrConfigProvider = (): SwrConfigProvider | Promise<SwrConfigProvider> =>
  (swrConfig ??= importSharedSwr().then((swr) => (swrConfig = swr.SWRConfig)));
