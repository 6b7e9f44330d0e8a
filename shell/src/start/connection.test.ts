import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection } from './connection';

const { documentIsQuicker: requestsAreSlow, roundTripMs, shortestRequestMs } = connection;

const timing = (transferSize: number, requestStart: number, responseEnd: number) =>
  ({ transferSize, requestStart, responseEnd }) as PerformanceResourceTiming;

function fetched(navigation: PerformanceResourceTiming[], resources: PerformanceResourceTiming[]) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' ? navigation : type === 'resource' ? resources : [],
  );
}

function browserEstimate(rtt: number) {
  Object.defineProperty(navigator, 'connection', { value: { rtt }, configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('shortestRequestMs', () => {
  it('answers the quickest last byte among the document and what came over the network', () => {
    fetched([timing(12_000, 5, 1_400)], [timing(3_000, 2_000, 3_130), timing(800, 2_010, 4_000)]);
    expect(shortestRequestMs()).toBe(1_130);
  });

  it('leaves out what came from the cache, which says nothing about the connection', () => {
    fetched([timing(12_000, 5, 1_400)], [timing(0, 2_000, 2_001)]);
    expect(shortestRequestMs()).toBe(1_395);
  });

  it('answers nothing when nothing was measured', () => {
    fetched([], []);
    expect(shortestRequestMs()).toBeUndefined();
  });
});

describe('requestsAreSlow', () => {
  it("takes the browser's estimate of the round trip when it is the longer", () => {
    fetched([timing(12_000, 5, 20)], []);
    browserEstimate(1_150);
    expect(roundTripMs()).toBe(1_150);
    expect(requestsAreSlow()).toBe(true);
    browserEstimate(100);
    expect(requestsAreSlow()).toBe(false);
  });

  it("takes what this page view measured when the browser's estimate is a default", () => {
    fetched([timing(17_000, 5, 540)], [timing(2_300, 600, 1_110)]);
    browserEstimate(100);
    expect(roundTripMs()).toBe(510);
    expect(requestsAreSlow()).toBe(true);
  });

  it('else what this page view measured: one slow response on a quick connection is not enough', () => {
    fetched([timing(12_000, 5, 900)], [timing(3_000, 1_000, 1_012)]);
    expect(requestsAreSlow()).toBe(false);
    fetched([timing(12_000, 5, 900)], [timing(3_000, 1_000, 1_450)]);
    expect(requestsAreSlow()).toBe(true);
  });

  it('with nothing known, the connection is taken as quick', () => {
    fetched([], []);
    browserEstimate(0);
    expect(requestsAreSlow()).toBe(false);
  });
});
