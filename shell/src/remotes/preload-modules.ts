import { modulePreloadLink } from '../start/module-preload';

/**
 * Asks the browser for ES modules now, side by side, without running them: a later import of the
 * same URL finds each one fetched and parsed. A URL already announced (by the starter's plan, or
 * an earlier call) is left alone, so a module is never fetched twice.
 */
export function preloadModules(urls: readonly string[]): void {
  const announced = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  );
  const links = urls
    .filter((url) => !announced.has(new URL(url, document.baseURI).href))
    .map(modulePreloadLink);
  document.head.append(...links);
}
