import { modulePreloadLink } from '../start/module-preload';
import { linkArrival, unannouncedUrls } from './link-arrival';

/**
 * Asks the browser for ES modules now, side by side, without running them: a later import of the
 * same URL finds each one fetched and parsed. A URL already announced (by the starter's plan, or
 * an earlier call) is left alone, so a module is never fetched twice. Answers whether every
 * module this call announced arrived.
 */
export function preloadModules(urls: readonly string[]): Promise<boolean> {
  const links = unannouncedUrls(urls, 'link[rel="modulepreload"]').map(modulePreloadLink);
  const arrived = Promise.all(links.map(linkArrival));
  document.head.append(...links);
  return arrived.then((each) => each.every(Boolean));
}
