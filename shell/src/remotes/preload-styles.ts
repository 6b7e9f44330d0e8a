import { linkArrival, unannouncedUrls } from './link-arrival';

/**
 * Asks the browser for stylesheets now without applying them: when a page's chunk is imported,
 * the bundler's loader links each one (`rel="stylesheet"`, `crossorigin`, as here, so the two
 * requests are one) and finds it fetched. A URL a link of the page already names is left alone.
 * Answers whether every stylesheet this call asked for arrived.
 */
export function preloadStyles(urls: readonly string[]): Promise<boolean> {
  const links = unannouncedUrls(urls, 'link[href]').map((href) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'style';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  const arrived = Promise.all(links.map(linkArrival));
  document.head.append(...links);
  return arrived.then((each) => each.every(Boolean));
}
