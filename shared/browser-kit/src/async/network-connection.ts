/** The Network Information API, where the browser has it (Chromium). */
export interface NetworkInformation extends EventTarget {
  /** The visitor's data saver is on (the browser's Save-Data). */
  readonly saveData?: boolean;
  /** `slow-2g`, `2g`, `3g` or `4g`, from the connection's measured speed. */
  readonly effectiveType?: string;
  /** The browser's estimate of the HTTP round trip, ms (rounded to 25 ms; 0 when unknown). */
  readonly rtt?: number;
}

/** The visitor's connection, as the browser describes it; undefined where it does not. */
export const networkConnection = (): NetworkInformation | undefined =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection;

/**
 * The quickest request-to-last-byte time of this page view's network fetches (the cache's left
 * out): no response comes quicker than the round trip. To the last byte, as DevTools throttling
 * holds back the body.
 */
export function shortestRequestMs(): number | undefined {
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
 * The visitor's round trip, ms: the longer of the browser's estimate (maybe stale, or Chromium's
 * default 100 ms) and this page view's own measure (which may miss a connection just become slow).
 */
export function roundTripMs(): number | undefined {
  const known = [networkConnection()?.rtt || undefined, shortestRequestMs()];
  const values = known.filter((value) => value !== undefined);
  return values.length > 0 ? Math.max(...values) : undefined;
}
