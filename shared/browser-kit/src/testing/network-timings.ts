import { afterEach, vi } from 'vitest';

/** One fetch as Resource Timing reports it: bytes over the network, request start, last byte. */
export const timing = (transferSize: number, requestStart: number, responseEnd: number) =>
  ({ transferSize, requestStart, responseEnd }) as PerformanceResourceTiming;

/** This page view's document and other fetches, as `performance` lists them. */
export function fetched(
  navigation: PerformanceResourceTiming[],
  resources: PerformanceResourceTiming[],
) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' ? navigation : type === 'resource' ? resources : [],
  );
}

/** The browser's own estimate of the round trip (Network Information's `rtt`). */
export function browserEstimate(rtt: number) {
  Object.defineProperty(navigator, 'connection', { value: { rtt }, configurable: true });
}

/** Every test starts with nothing measured and no estimate. */
export function forgetTimingsAfterEach() {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'connection');
  });
}
