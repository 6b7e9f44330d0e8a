/**
 * Asks the browser for ES modules now, side by side, without running them (`modulepreload`): a
 * later import of the same URL finds each one fetched and parsed. A URL already asked for is left
 * alone, so a module is never fetched twice.
 */
export function preloadModules(urls: readonly string[]): void {
  for (const url of urls) {
    const href = new URL(url, document.baseURI).href;
    const asked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some(
      (link) => link.href === href,
    );
    if (asked) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}
