import { networkConnection } from '@clinic/browser-kit/async/network-connection';

/**
 * A page's code is several requests in turn; at this round trip they miss `pnpm bench:web`'s
 * 300 ms navigation budget, while the prerendered page is one request. Chromium: 3G or worse.
 */
const SLOW_ROUND_TRIP_MS = 300;

/**
 * The quickest request-to-last-byte time of this page view's network fetches: no response comes
 * quicker than the round trip. To the last byte, as DevTools throttling holds back the body.
 */
function shortestRequestMs(): number | undefined {
  const fetched = [
    ...(performance.getEntriesByType?.('navigation') ?? []),
    ...(performance.getEntriesByType?.('resource') ?? []),
  ] as PerformanceResourceTiming[];
  const waits = fetched
    .filter((entry) => entry.transferSize > 0 && entry.responseEnd > 0)
    .map((entry) => entry.responseEnd - entry.requestStart);
  return waits.length > 0 ? Math.min(...waits) : undefined;
}

/**
 * The longer of the browser's estimate (maybe stale, or Chromium's default 100 ms) and this page
 * view's own measure (which may miss a connection that has just become slow).
 */
function roundTripMs(): number | undefined {
  const estimate = networkConnection()?.rtt;
  const known = [estimate && estimate > 0 ? estimate : undefined, shortestRequestMs()];
  const values = known.filter((value) => value !== undefined);
  return values.length > 0 ? Math.max(...values) : undefined;
}

/**
 * The one model of the visitor's connection (docs/loader.md, decision 0079). Two answers, as
 * `pnpm bench:web`'s after-reading clicks on 3G need the links in view fetched ahead, yet a click
 * on a link whose code is absent is quicker as the browser's own navigation there.
 */
export const connection = {
  /** Save-Data or a 2G-class link: a speculative download costs money or competes. */
  fetchesNothingAhead(): boolean {
    const { saveData, effectiveType } = networkConnection() ?? {};
    return saveData === true || /2g/.test(effectiveType ?? '');
  },
  /** A round trip of 300 ms or more: the prerendered document beats the app's absent code. */
  documentIsQuicker: (): boolean => (roundTripMs() ?? 0) >= SLOW_ROUND_TRIP_MS,
  roundTripMs,
  shortestRequestMs,
};
