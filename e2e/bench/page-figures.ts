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
  cls: number | null;
  requests: number;
  scriptBytes: number;
  stylesheetBytes: number;
  imageBytes: number;
  fontBytes: number;
  totalBytes: number;
  reactDomFiles: number;
  federationRuntimeFiles: number;
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

function bytesOf(requests: NetworkRequest[], resourceType?: string): number {
  return requests
    .filter((request) => resourceType === undefined || request.resourceType === resourceType)
    .reduce((sum, request) => sum + request.transferSize, 0);
}

function distinctScriptCount(requests: NetworkRequest[], matches: (url: string) => boolean) {
  const urls = requests
    .filter((request) => request.resourceType === 'Script' && matches(request.url))
    .map((request) => request.url);
  return new Set(urls).size;
}

/**
 * @module-federation/vite names shared-module chunks after the package with `@`, `/` and `-`
 * escaped (`react_mf_2_dom_mf_1_client` is react-dom/client); matching on the escaped names
 * would never find react-dom.
 */
const unescapeFederationName = (url: string) =>
  url.replaceAll('_mf_0_', '@').replaceAll('_mf_1_', '/').replaceAll('_mf_2_', '-');

/**
 * Counts files, not copies: the federation wraps one copy in several chunks (loadShare and
 * prebuild, of react-dom and of react-dom/client). Compare the count between builds; a rise means
 * a remote fetched a React DOM of its own instead of sharing the shell's.
 */
const isReactDom = (url: string) => unescapeFederationName(url).includes('react-dom');

/**
 * A heuristic, not a contract: the federation runtime comes as `utils-<hash>.js` chunks (one per
 * app loaded) and as files named after `runtime` (the bundler's rolldown-runtime chunks). React's
 * jsx-runtime shares the word but not the job. A renamed chunk escapes the count: if it drops on
 * every route after a build change, look at the file names again before celebrating.
 */
const isFederationRuntime = (url: string) => {
  const path = unescapeFederationName(url).replace(/[?#].*$/, '');
  return (
    /\/utils-[^/]*\.js$/.test(path) || (path.includes('runtime') && !path.includes('jsx-runtime'))
  );
};

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
    cls: metric(lhr, 'cumulative-layout-shift'),
    requests: requests.length,
    scriptBytes: bytesOf(requests, 'Script'),
    stylesheetBytes: bytesOf(requests, 'Stylesheet'),
    imageBytes: bytesOf(requests, 'Image'),
    fontBytes: bytesOf(requests, 'Font'),
    totalBytes: bytesOf(requests),
    reactDomFiles: distinctScriptCount(requests, isReactDom),
    federationRuntimeFiles: distinctScriptCount(requests, isFederationRuntime),
  };
}
