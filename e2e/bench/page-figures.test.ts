import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { FRAME_LIVE_MARK, PAGE_LIVE_MARK, pageFigures } from './page-figures';

/** Trace timestamps, µs: the navigation's time origin, and the first request 5 ms after it. */
const TIME_ORIGIN_TS = 1_000_000_000;
const NETWORK_START_TS = TIME_ORIGIN_TS + 5_000;

interface Row {
  url: string;
  resourceType: string;
  transferSize: number;
  /** ms from the first request's start, as Lighthouse's `network-requests` gives it. */
  rendererStartTime?: number;
}

/** The parts of a Lighthouse result that `pageFigures` reads, with the given rows and marks. */
function lighthouseResult(rows: Row[], marks: { name: string; startTime: number }[]): Result {
  const table = (items: object[], extra: object = {}) => ({
    details: { type: 'table', headings: [], items, ...extra },
  });
  return {
    categories: {},
    audits: {
      'network-requests': table(rows, {
        debugData: { type: 'debugdata', networkStartTimeTs: NETWORK_START_TS },
      }),
      'user-timings': table(marks.map((mark) => ({ ...mark, timingType: 'Mark' }))),
      metrics: {
        details: { type: 'debugdata', items: [{ observedTimeOriginTs: TIME_ORIGIN_TS }, {}] },
      },
    },
  } as unknown as Result;
}

const rows: Row[] = [
  { url: '/COPD', resourceType: 'Document', transferSize: 10_000, rendererStartTime: 0 },
  { url: '/shell.js', resourceType: 'Script', transferSize: 40_000, rendererStartTime: 20 },
  // Asked for 5 ms before the mark on the user timings' clock (990 + 5 = 995 < 1000).
  { url: '/navbar.js', resourceType: 'Script', transferSize: 2_000, rendererStartTime: 990 },
  // Asked for 5 ms after it (1000 + 5): warm-up for the next page.
  { url: '/warm.js', resourceType: 'Script', transferSize: 30_000, rendererStartTime: 1_000 },
  { url: '/late-photo.jpg', resourceType: 'Image', transferSize: 50_000, rendererStartTime: 2_000 },
  // No request time: counted before the mark, never hidden.
  { url: '/unknown.js', resourceType: 'Script', transferSize: 500 },
];

describe('pageFigures', () => {
  it('counts as first-load JavaScript only the scripts requested before the page-live mark', () => {
    const figures = pageFigures(
      lighthouseResult(rows, [
        { name: 'other-mark', startTime: 10 },
        { name: PAGE_LIVE_MARK, startTime: 1_000 },
      ]),
    );

    expect(figures.liveAtMs).toBe(1_000);
    expect(figures.scriptBytes).toBe(40_000 + 2_000 + 500);
    expect(figures.laterScriptBytes).toBe(30_000);
    expect(figures.totalBytes).toBe(10_000 + 40_000 + 2_000 + 30_000 + 50_000 + 500);
    expect(figures.requests).toBe(6);
  });

  it('counts every script as first-load, and none as later, when the page set no mark', () => {
    const figures = pageFigures(lighthouseResult(rows, [{ name: 'other-mark', startTime: 10 }]));

    expect(figures.liveAtMs).toBeNull();
    expect(figures.scriptBytes).toBe(40_000 + 2_000 + 30_000 + 500);
    expect(figures.laterScriptBytes).toBeNull();
  });

  it('counts apart the scripts requested before the frame was live, on a page live in two steps', () => {
    const figures = pageFigures(
      lighthouseResult(rows, [
        { name: FRAME_LIVE_MARK, startTime: 500 },
        { name: PAGE_LIVE_MARK, startTime: 1_000 },
      ]),
    );

    expect(figures.frameScriptBytes).toBe(40_000 + 500);
    expect(figures.scriptBytes).toBe(40_000 + 2_000 + 500);
  });
});
