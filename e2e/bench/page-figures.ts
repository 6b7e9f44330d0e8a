import type { Result } from 'lighthouse';

/** What the benchmark reports for one page load; null where Lighthouse could not tell. */
export interface PageFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /**
   * From the first paint to the page being fully interactive (Lighthouse's time to interactive
   * less its first contentful paint): the seconds in which the starter holds a visitor's actions.
   */
  paintToInteractiveMs: number | null;
  cls: number | null;
  requests: number;
  /**
   * When the shell marked the page live (`performance.mark('clinic:page-live')`), ms from
   * navigation start in the load Lighthouse observed (not its simulated clock); null when the
   * page set no such mark, and then `scriptBytes` counts every script.
   */
  liveAtMs: number | null;
  /** First-load JavaScript: scripts requested before the page was live (every script without the mark). */
  scriptBytes: number;
  /**
   * Scripts requested before the frame (navigation, popup, WhatsApp button) was live, the shell's
   * `clinic:frame-live` mark: the same as `scriptBytes` except on a page whose region hydrates
   * after the frame (decision 0061); null without the mark.
   */
  frameScriptBytes: number | null;
  /**
   * Scripts requested after the page was live (code fetched for the next page, a widget loaded on
   * demand); null without the mark.
   */
  laterScriptBytes: number | null;
  stylesheetBytes: number;
  imageBytes: number;
  fontBytes: number;
  totalBytes: number;
}

export type FigureName = keyof PageFigures;

/** The user-timing mark the shell sets when it marks `<html data-app="live">`. */
export const PAGE_LIVE_MARK = 'clinic:page-live';
/** The user-timing mark the shell sets when the frame is live (with the page, or before it). */
export const FRAME_LIVE_MARK = 'clinic:frame-live';

/** The fields of a `network-requests` row this benchmark reads. */
interface NetworkRequest {
  url: string;
  resourceType: string;
  transferSize: number;
  /** When the page asked for it, ms from navigation start; null if Lighthouse gave no time. */
  requestedAtMs: number | null;
}

const numberOr = <T>(value: unknown, otherwise: T) =>
  typeof value === 'number' && Number.isFinite(value) ? value : otherwise;

/**
 * Lighthouse times the rows of `network-requests` from the first request's start (the trace
 * timestamp it gives as `networkStartTimeTs`), and user timings from the navigation's time
 * origin (the `metrics` audit's `observedTimeOriginTs`); both in µs on the trace's clock. The
 * gap between the two, in ms, puts the requests on the user timings' scale; null if either is
 * missing.
 */
function requestClockOffsetMs(lhr: Result): number | null {
  const requests = lhr.audits['network-requests']?.details;
  const networkStartTs =
    requests?.type === 'table' ? numberOr(requests.debugData?.networkStartTimeTs, null) : null;
  const metrics = lhr.audits.metrics?.details;
  const items: unknown = metrics?.type === 'debugdata' ? metrics.items : undefined;
  const summary: unknown = Array.isArray(items) ? items[0] : undefined;
  const timeOriginTs =
    typeof summary === 'object' && summary !== null && 'observedTimeOriginTs' in summary
      ? numberOr(summary.observedTimeOriginTs, null)
      : null;
  return networkStartTs === null || timeOriginTs === null
    ? null
    : (networkStartTs - timeOriginTs) / 1000;
}

function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') throw new Error('Lighthouse reported no network-requests table');
  const offset = requestClockOffsetMs(lhr);
  return details.items.map((item) => {
    // When the renderer asked for it (before any queueing in the network stack): a script the
    // page asked for before it was live counts as first-load even if its bytes came later.
    const started = numberOr(item.rendererStartTime, numberOr(item.networkRequestTime, null));
    return {
      url: typeof item.url === 'string' ? item.url : '',
      resourceType: typeof item.resourceType === 'string' ? item.resourceType : 'Other',
      transferSize: numberOr(item.transferSize, 0),
      requestedAtMs: started === null || offset === null ? null : started + offset,
    };
  });
}

/** A user-timing mark's time, ms from navigation start; null if the page set none. */
function markMs(lhr: Result, name: string): number | null {
  const details = lhr.audits['user-timings']?.details;
  if (details?.type !== 'table') return null;
  const mark = details.items.find((item) => item.name === name && item.timingType === 'Mark');
  return numberOr(mark?.startTime, null);
}

function categoryScore(lhr: Result, id: string): number | null {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

function metric(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

function roundedMetric(lhr: Result, id: string): number | null {
  const value = metric(lhr, id);
  return value === null ? null : Math.round(value);
}

const difference = (later: number | null, earlier: number | null) =>
  later === null || earlier === null ? null : later - earlier;

function bytesOf(requests: NetworkRequest[], resourceType?: string): number {
  return requests
    .filter((request) => resourceType === undefined || request.resourceType === resourceType)
    .reduce((sum, request) => sum + request.transferSize, 0);
}

/**
 * Scripts split at the page-live mark: before it (first load) and after it. A script without a
 * request time counts as first-load, so a gap in Lighthouse's data never makes the page look
 * lighter. Without the mark (a build whose shell sets none) every script is first-load.
 */
function scriptsAroundLive(requests: NetworkRequest[], liveAtMs: number | null) {
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  if (liveAtMs === null) return { before: bytesOf(scripts), after: null };
  const later = scripts.filter(
    (request) => request.requestedAtMs !== null && request.requestedAtMs > liveAtMs,
  );
  return { before: bytesOf(scripts) - bytesOf(later), after: bytesOf(later) };
}

export function pageFigures(lhr: Result): PageFigures {
  const requests = networkRequests(lhr);
  const liveAtMs = markMs(lhr, PAGE_LIVE_MARK);
  const scripts = scriptsAroundLive(requests, liveAtMs);
  const frameLiveAtMs = markMs(lhr, FRAME_LIVE_MARK);
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    fcpMs: roundedMetric(lhr, 'first-contentful-paint'),
    lcpMs: roundedMetric(lhr, 'largest-contentful-paint'),
    tbtMs: roundedMetric(lhr, 'total-blocking-time'),
    paintToInteractiveMs: difference(
      roundedMetric(lhr, 'interactive'),
      roundedMetric(lhr, 'first-contentful-paint'),
    ),
    cls: metric(lhr, 'cumulative-layout-shift'),
    requests: requests.length,
    liveAtMs: liveAtMs === null ? null : Math.round(liveAtMs),
    scriptBytes: scripts.before,
    frameScriptBytes:
      frameLiveAtMs === null ? null : scriptsAroundLive(requests, frameLiveAtMs).before,
    laterScriptBytes: scripts.after,
    stylesheetBytes: bytesOf(requests, 'Stylesheet'),
    imageBytes: bytesOf(requests, 'Image'),
    fontBytes: bytesOf(requests, 'Font'),
    totalBytes: bytesOf(requests),
  };
}
