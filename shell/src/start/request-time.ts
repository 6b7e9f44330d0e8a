import { networkConnection } from '@clinic/browser-kit/async/network-connection';

/**
 * The shortest time from request to last byte among the document and every resource this page
 * view fetched over the network (a cached one says nothing about the connection). The shortest,
 * because a busy server or a large file can make any one response slow, but no response comes
 * quicker than the connection's round trip. To the last byte, not the first: a small file's
 * last byte comes with its first on a real connection, and Chromium's DevTools throttling (150
 * and later) holds back the body, not the first byte. Undefined when nothing was measured.
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
 * How long one request takes on the visitor's connection: the longer of the browser's own
 * estimate of the round trip (Chromium's Network Information) and what this page view measured.
 * Either is evidence of a slow connection: the estimate may be stale or a default (Chromium
 * answers 100 ms for a connection it has not judged), the measurement may miss a connection
 * that has just become slow.
 */
export function roundTripMs(): number | undefined {
  const estimate = networkConnection()?.rtt;
  const measured = shortestRequestMs();
  const known = [typeof estimate === 'number' && estimate > 0 ? estimate : undefined, measured];
  const values = known.filter((value): value is number => value !== undefined);
  return values.length > 0 ? Math.max(...values) : undefined;
}

/**
 * A round trip this long means a page's code, several requests one after another (the runtime
 * and the remote's entry, then the page's chunk), cannot arrive within the time a visitor should
 * wait for a new page (the navigation budget of `pnpm bench:web`, 300 ms), while the prerendered
 * page is one request. Chromium calls a connection this slow 3G or worse.
 */
export const SLOW_ROUND_TRIP_MS = 300;

/** Whether requests on this connection are slow enough that the document is the quicker road. */
export const requestsAreSlow = (): boolean => (roundTripMs() ?? 0) >= SLOW_ROUND_TRIP_MS;
