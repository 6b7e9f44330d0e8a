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
  scriptBytes: number;
  stylesheetBytes: number;
  imageBytes: number;
  fontBytes: number;
  totalBytes: number;
}

export type FigureName = keyof PageFigures;

/** The fields of a `network-requests` row this benchmark reads. */
interface NetworkRequest {
  url: string;
  resourceType: string;
  transferSize: number;
}

function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') throw new Error('Lighthouse reported no network-requests table');
  return details.items.map((item) => ({
    url: typeof item.url === 'string' ? item.url : '',
    resourceType: typeof item.resourceType === 'string' ? item.resourceType : 'Other',
    transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
  }));
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

export function pageFigures(lhr: Result): PageFigures {
  const requests = networkRequests(lhr);
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
    scriptBytes: bytesOf(requests, 'Script'),
    stylesheetBytes: bytesOf(requests, 'Stylesheet'),
    imageBytes: bytesOf(requests, 'Image'),
    fontBytes: bytesOf(requests, 'Font'),
    totalBytes: bytesOf(requests),
  };
}
