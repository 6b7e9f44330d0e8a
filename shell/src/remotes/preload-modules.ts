import { modulePreloadLink } from '../start/module-preload';

/** Settles when the link's module has arrived (true) or failed (false). */
const arrival = (link: HTMLLinkElement) =>
  new Promise<boolean>((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });

/**
 * Asks the browser for ES modules now, side by side, without running them: a later import of the
 * same URL finds each one fetched and parsed. A URL already announced (by the starter's plan, or
 * an earlier call) is left alone, so a module is never fetched twice. Answers whether every
 * module this call announced arrived.
 */
export function preloadModules(urls: readonly string[]): Promise<boolean> {
  const announced = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  );
  const links = [...new Set(urls.map((url) => new URL(url, document.baseURI).href))]
    .filter((href) => !announced.has(href))
    .map(modulePreloadLink);
  const arrived = Promise.all(links.map(arrival));
  document.head.append(...links);
  return arrived.then((each) => each.every(Boolean));
}
