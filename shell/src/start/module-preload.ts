/**
 * A `<link rel="modulepreload">` for `href`: the browser fetches and parses the module now, and a
 * later import of the same URL uses it. Same credentials as a module import (`crossorigin`), so
 * the two requests are one.
 */
export function modulePreloadLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  return link;
}
