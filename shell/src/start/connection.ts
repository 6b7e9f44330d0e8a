import { networkConnection } from '@clinic/browser-kit/async/network-connection';

/**
 * The one model of the visitor's connection (docs/loader.md). It answers two questions: whether
 * to fetch anything ahead (`fetchesNothingAhead`), and whether a navigation is quicker as the
 * browser's own, to the prerendered page, than as the app's (`requestsAreSlow`).
 */

/**
 * The shortest time from request to last byte among the document and every resource this page
 * view fetched over the network (a cached one says nothing about the connection). The shortest,
 * because a busy server or a large file can make any one response slow, but none comes quicker
 * than the round trip. To the last byte: Chromium's DevTools throttling (150 and later) holds
 * back the body, not the first byte. Undefined when nothing was measured.
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
 * The longer of the browser's estimate of the round trip and this page view's own measure: the
 * estimate may be stale or a default (Chromium answers 100 ms for a connection it has not
 * judged), the measure may miss a connection that has just become slow.
 */
export function roundTripMs(): number | undefined {
  const estimate = networkConnection()?.rtt;
  const known = [typeof estimate === 'number' && estimate > 0 ? estimate : undefined];
  const values = [...known, shortestRequestMs()].filter((value) => value !== undefined);
  return values.length > 0 ? Math.max(...values) : undefined;
}

/**
 * A page's code is several requests one after another (runtime, remote, page chunk); at this
 * round trip they cannot arrive within the navigation budget of `pnpm bench:web` (300 ms), while
 * the prerendered page is one request. Chromium calls a connection this slow 3G or worse.
 */
export const SLOW_ROUND_TRIP_MS = 300;

/** Whether the document is the quicker road to another page than the app's code. */
export const requestsAreSlow = (): boolean => (roundTripMs() ?? 0) >= SLOW_ROUND_TRIP_MS;

/**
 * Save-Data (the browser's data saver) or a 2G-class link: nothing is fetched ahead, as a
 * speculative download there costs the visitor money or competes with what they asked for.
 */
export function fetchesNothingAhead(): boolean {
  const connection = networkConnection();
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}
