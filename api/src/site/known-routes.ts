import { routeTable } from '@clinic/shared/routes/route-table';

const patternToRegExp = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

/**
 * Builds the test "is this a page of the app?" that decides 200 or 404 for the shell's HTML.
 * Case-sensitive, as the spec's URLs are (/COPD, /Pictures and /pictures).
 */
export function createKnownRouteMatcher(): (pathname: string) => boolean {
  // The shell's route table is the one list of pages; anything else renders its not-found page.
  const patterns = routeTable.map((route) => route.path);
  const exact = new Set(patterns.filter((p) => !p.includes(':')));
  const parameterised = patterns.filter((p) => p.includes(':')).map(patternToRegExp);
  return (pathname) => {
    // The router treats /about/ as /about.
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    return exact.has(path) || parameterised.some((re) => re.test(path));
  };
}
