import path from 'node:path';
import {
  FEDERATION_MANIFEST_FILE,
  PAGE_MANIFEST_FILE,
  REMOTE_ENTRY_FILE,
  REMOTES_FILE,
} from '@clinic/contracts/federation/page-host-contract';

export const NO_CACHE = 'no-cache';
/** An answer made for one visitor (what they typed): kept by no cache, not even the browser's. */
export const NO_STORE = 'no-store';
/** A release preview's answers (issue 44): for one browser, stored by no cache at all. */
export const PREVIEW_CACHE_CONTROL = `private, ${NO_STORE}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const ONE_HOUR = 'public, max-age=3600';

/**
 * Files whose name stays the same when their content changes: the browser must revalidate them
 * every time, or a deploy would pair a new shell with stale remotes.
 */
const ALWAYS_REVALIDATE = new Set([
  REMOTE_ENTRY_FILE,
  FEDERATION_MANIFEST_FILE,
  'mf-stats.json',
  REMOTES_FILE,
  PAGE_MANIFEST_FILE,
  'sitemap.xml',
  'robots.txt',
]);

/** Cache-Control for a static file, by its path inside its dist folder. */
export function cacheControlFor(root: string, filePath: string): string {
  // A precompressed copy (remoteEntry.js.br) is cached as the file it stands for.
  const relative = path.relative(root, filePath).replace(/\.(br|gz)$/, '');
  const name = path.basename(relative);
  if (name.endsWith('.html') || ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  // Vite writes content-hashed names under assets/: a changed file gets a new URL.
  if (relative.split(path.sep).slice(0, -1).includes('assets')) return IMMUTABLE;
  return ONE_HOUR;
}
