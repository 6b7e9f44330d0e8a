import { matchRoutes } from 'react-router';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';

export interface PageMatch {
  readonly entry: PageEntry;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The page a path names, by the router's own matcher and ranking (react-router's `matchRoutes`,
 * as the shell's `<Routes>` uses it), so the server's 200 or 404 is always the browser's page:
 * case-sensitive (product.md's URLs are: /COPD, /Pictures and /pictures), params decoded, fixed
 * paths before parameterised ones.
 */
export function matchPage(pages: readonly PageEntry[], pathname: string): PageMatch | null {
  // A malformed escape names no page; react-router would also warn on the console each time.
  if (!decodable(pathname)) return null;
  const routes = pages.map((entry) => ({ path: entry.path, caseSensitive: true, entry }));
  const found = matchRoutes(routes, pathname)?.at(-1);
  return found
    ? { entry: found.route.entry, params: found.params as Record<string, string> }
    : null;
}

function decodable(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A `data` path of a page with the route's params filled in (`/blog/:id` → `/blog/abc`). */
export function fillParams(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
