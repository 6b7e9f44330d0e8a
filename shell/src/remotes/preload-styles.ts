import { askAhead } from './link-arrival';

/**
 * Fetches stylesheets now into the browser's cache without applying them (`rel="prefetch"`: an
 * unused `preload` would be a console warning on every page): when a page's chunk is imported,
 * the bundler's loader links each one and finds it there. A URL a link of the page already names
 * is left alone. Answers whether every stylesheet arrived.
 */
export function preloadStyles(urls: readonly string[]): Promise<boolean> {
  return askAhead(urls, 'link[href]', (href) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'style';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
}
