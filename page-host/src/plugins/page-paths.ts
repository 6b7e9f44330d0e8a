import { remoteFolders } from '@clinic/contracts/federation/remote-name';

/** Each remote under its own prefix, as if it were its own host (decision 0004). */
export const REMOTE_SITES = Object.values(remoteFolders).map((dir) => ({
  dir,
  prefix: `/${dir}/`,
}));

/** Whether a path is never a page, by the prefixes of the files and JSON served beside pages. */
export function notPagePaths(prefixes: readonly string[]): (pathname: string) => boolean {
  const all = [...prefixes, ...REMOTE_SITES.map((site) => site.prefix)];
  return (pathname) =>
    all.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}

/** `/COPD/` is `/COPD`: one address per page for search engines and for the page cache. */
export const withoutTrailingSlashes = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** A path that stays on this site when sent back as a Location (`//x` and `/\x` leave it). */
export const isLocalPath = (pathname: string) => /^\/(?![/\\])/.test(pathname);
