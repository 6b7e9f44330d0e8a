import type { PageEntry } from '@clinic/contracts/federation/page-manifest';

/**
 * The deployed pages as the browser gets them (boot data): routes, menus, sidebars and titles,
 * but each page's JSON-LD and sitemap source only on the page itself. Those serve the server
 * (the head it writes, `sitemap.xml`), and were 3 of the 7 KB of every page's compressed boot
 * data (product §10.13). Both fields are optional in the contract, so a remote never relied on them.
 */
export function browserPages(
  pages: readonly PageEntry[],
  current: PageEntry | undefined,
): PageEntry[] {
  return pages.map((entry) => {
    if (entry === current) return entry;
    const { structuredData: _structuredData, sitemap: _sitemap, ...rest } = entry;
    return rest;
  });
}
