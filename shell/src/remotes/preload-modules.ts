import { modulePreloadLink } from '../start/module-preload';
import { askAhead } from './link-arrival';

/**
 * Asks the browser for ES modules now, side by side, without running them: a later import of the
 * same URL finds each one fetched and parsed. A URL already announced (by the starter's plan, or
 * an earlier call) is not asked for again, so a module is never fetched twice. Answers whether
 * every module arrived.
 */
export function preloadModules(urls: readonly string[]): Promise<boolean> {
  return askAhead(urls, 'link[rel="modulepreload"]', modulePreloadLink);
}

/**
 * Whether this browser preloads modules (and says when each has arrived): one that does not
 * would never answer `preloadModules`.
 */
export const canPreloadModules = (): boolean =>
  document.createElement('link').relList.supports?.('modulepreload') === true;
