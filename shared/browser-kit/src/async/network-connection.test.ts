import { describe, expect, it } from 'vitest';
import {
  browserEstimate,
  fetched,
  forgetTimingsAfterEach,
  timing,
} from '../testing/network-timings';
import { roundTripMs, shortestRequestMs } from './network-connection';

forgetTimingsAfterEach();

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

describe('roundTripMs', () => {
  it("is the browser's estimate when it is the longer", () => {
    fetched([timing(12_000, 5, 20)], []);
    browserEstimate(1_150);
    expect(roundTripMs()).toBe(1_150);
  });

  it("is what this page view measured when the browser's estimate is a default", () => {
    fetched([timing(17_000, 5, 540)], [timing(2_300, 600, 1_110)]);
    browserEstimate(100);
    expect(roundTripMs()).toBe(510);
  });
});
