import { networkConnection } from '@clinic/browser-kit/async/network-connection';

/**
 * The one model of the visitor's connection (docs/loader.md). It answers two questions: whether
 * to fetch anything ahead (`fetchesNothingAhead`), and whether a navigation is quicker as the
 * browser's own, to the prerendered page, than as the app's (`requestsAreSlow`).
 */

/**
 * The shortest request-to-last-byte time among what this page view fetched over the network: no
 * response comes quicker than the round trip. To the last byte, as Chromium's DevTools throttling
 * holds back the body, not the first byte.
 */
export function shortestRequestMs(): number | undefined {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return undefined;
  const fetched = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  let shortest: number | undefined;
  for (const entry of fetched) {
    if (!(entry.transferSize > 0) || !(entry.responseEnd > 0)) continue;
    const waited = entry.responseEnd - entry.requestStart;
    if (shortest === undefined || waited < shortest) shortest = waited;
  }
  return shortest;
}

/**
 * The longer of the browser's estimate (maybe stale, or Chromium's default 100 ms) and this page
 * view's own measure (which may miss a connection that has just become slow).
 */
export function roundTripMs(): number | undefined {
  const estimate = networkConnection()?.rtt;
  const known = [typeof estimate === 'number' && estimate > 0 ? estimate : undefined];
  const values = [...known, shortestRequestMs()].filter((value) => value !== undefined);
  return values.length > 0 ? Math.max(...values) : undefined;
}

/**
 * A page's code is several requests in turn; at this round trip they miss `pnpm bench:web`'s
 * 300 ms navigation budget, while the prerendered page is one request. Chromium: 3G or worse.
 */
export const SLOW_ROUND_TRIP_MS = 300;

/** Whether the document is the quicker road to another page than the app's code. */
export const requestsAreSlow = (): boolean => (roundTripMs() ?? 0) >= SLOW_ROUND_TRIP_MS;

/** Save-Data or a 2G-class link: a speculative download costs money or competes. */
export function fetchesNothingAhead(): boolean {
  const connection = networkConnection();
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}
