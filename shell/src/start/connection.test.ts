import { describe, expect, it } from 'vitest';
import {
  browserEstimate,
  fetched,
  forgetTimingsAfterEach,
  timing,
} from '@clinic/browser-kit/testing/network-timings';
import { connection } from './connection';

const { documentIsQuicker } = connection;

forgetTimingsAfterEach();

describe('documentIsQuicker', () => {
  it("takes the browser's estimate of the round trip when it is the longer", () => {
    fetched([timing(12_000, 5, 20)], []);
    browserEstimate(1_150);
    expect(documentIsQuicker()).toBe(true);
    browserEstimate(100);
    expect(documentIsQuicker()).toBe(false);
  });

  it("takes what this page view measured when the browser's estimate is a default", () => {
    fetched([timing(17_000, 5, 540)], [timing(2_300, 600, 1_110)]);
    browserEstimate(100);
    expect(documentIsQuicker()).toBe(true);
  });

  it('else what this page view measured: one slow response on a quick connection is not enough', () => {
    fetched([timing(12_000, 5, 900)], [timing(3_000, 1_000, 1_012)]);
    expect(documentIsQuicker()).toBe(false);
    fetched([timing(12_000, 5, 900)], [timing(3_000, 1_000, 1_450)]);
    expect(documentIsQuicker()).toBe(true);
  });

  it('with nothing known, the connection is taken as quick', () => {
    fetched([], []);
    browserEstimate(0);
    expect(documentIsQuicker()).toBe(false);
  });
});
