import { networkConnection, roundTripMs } from '@clinic/browser-kit/async/network-connection';

/**
 * A page's code is several requests in turn; at this round trip they miss `pnpm bench:web`'s
 * 300 ms navigation budget, while the prerendered page is one request. Chromium: 3G or worse.
 */
const SLOW_ROUND_TRIP_MS = 300;

/**
 * The one model of the visitor's connection (decision 0079). Two answers, as `pnpm bench:web`'s
 * after-reading clicks on 3G need the links in view fetched ahead, yet a click on a link whose
 * code is absent is quicker as the browser's own navigation there.
 */
export const connection = {
  /** Save-Data or a 2G-class link: a speculative download costs money or competes. */
  fetchesNothingAhead(): boolean {
    const { saveData, effectiveType } = networkConnection() ?? {};
    return saveData === true || /2g/.test(effectiveType ?? '');
  },
  documentIsQuicker: (): boolean => (roundTripMs() ?? 0) >= SLOW_ROUND_TRIP_MS,
};
