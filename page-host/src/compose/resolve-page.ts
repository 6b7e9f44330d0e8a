import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { fillParams, matchPage } from '@clinic/browser-kit/federation/match-page';

/** Rendered for every unknown path (a dotted segment no manifest names), so none is reflected. */
export const NOT_FOUND_RENDER_PATH = '/.not-found';

/** What a path names among the deployed pages, before its data is read. */
export interface ResolvedPage {
  /** The deployed page, or undefined for a path no manifest names. */
  readonly entry?: PageEntry;
  readonly params: Readonly<Record<string, string>>;
  /**
   * The page's own path, from the manifest and the decoded params: spellings of one page
   * (`/blog/%61b`, `/blog/ab`) share it, and its canonical URL.
   */
  readonly pagePath?: string;
  /** The API paths its data is read from (params filled); none for staff pages. */
  readonly dataPaths: readonly string[];
}

/** Where a page is cached and rendered, and its status, once its data is known. */
export interface PagePlace {
  /** The page cache's key for the path (with the deployment's version and origin added). */
  readonly cachedPath: string;
  /** The path the shell renders. */
  readonly renderPath: string;
  readonly status: 200 | 404;
}

/** The deployed page a path names, with the API paths of its data. */
export function resolvePage(pages: readonly PageEntry[], pathname: string): ResolvedPage {
  const match = matchPage(pages, pathname);
  if (!match) return { params: {}, dataPaths: [] };
  const { entry, params } = match;
  return {
    entry,
    params,
    pagePath: fillParams(entry.path, params),
    // Staff pages are never rendered with data: they show nothing until the browser signs in.
    dataPaths: entry.protected
      ? []
      : (entry.data ?? []).map((template) => fillParams(template, params)),
  };
}

/**
 * Where a resolved page is cached and rendered: every path that ends in a not-found page shares
 * one place (an unknown path, or a known page whose data is missing such as an unknown blog id,
 * per page pattern), so made-up URLs cannot fill the cache or cost a render each, and no
 * requested text reaches a cached page.
 */
export function placeOf(page: ResolvedPage, dataMissing: boolean): PagePlace {
  if (!page.entry)
    return { cachedPath: '\u0000not-found', renderPath: NOT_FOUND_RENDER_PATH, status: 404 };
  if (dataMissing)
    return {
      cachedPath: `\u0000missing${page.entry.path}`,
      renderPath: page.entry.path,
      status: 404,
    };
  return { cachedPath: page.pagePath!, renderPath: page.pagePath!, status: 200 };
}
