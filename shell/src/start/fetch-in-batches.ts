/**
 * The one batcher: every file fetched ahead of its use, by the starter or the shell's loader, is a
 * `<link>`, a few per task, requested once per page view.
 */

/** A slow phone's thirty links made one 80 ms task: Total Blocking Time counts over 50 ms. */
const LINKS_PER_TASK = 8;

/** A module is fetched and parsed, and a later import uses it; a stylesheet is only cached. */
export type FileKind = 'module' | 'style';

/** Each URL requested, and whether it arrived; one that failed is forgotten, to be tried again. */
const requested = new Map<string, Promise<boolean>>();

function addLink(kind: FileKind, href: string): Promise<boolean> {
  const link = document.createElement('link');
  // `prefetch`, not `preload`, for a stylesheet: an unused preload is a console warning.
  link.rel = kind === 'module' ? 'modulepreload' : 'prefetch';
  if (kind === 'style') link.as = 'style';
  // The credentials of a module import, so the two requests are one.
  link.crossOrigin = '';
  link.href = href;
  const arrived = new Promise<boolean>((resolve) => {
    link.onload = () => resolve(true);
    link.onerror = () => {
      requested.delete(href);
      link.remove();
      resolve(false);
    };
  });
  requested.set(href, arrived);
  document.head.append(link);
  return arrived;
}

/**
 * Fetches `urls` a batch per task, awaiting `pause` between batches; a URL a link of the page
 * already names (the starter's, the bundler's) has arrived. `linked` settles once every link is
 * in, `arrived` with whether every file came.
 */
export function fetchInBatches(
  urls: readonly string[],
  kind: FileKind,
  pause: () => Promise<void>,
): { linked: Promise<void>; arrived: Promise<boolean> } {
  const hrefs = [...new Set(urls.map((url) => new URL(url, document.baseURI).href))];
  const named = kind === 'module' ? 'link[rel="modulepreload"]' : 'link[href]';
  const arrivals: Promise<boolean>[] = [];
  const linking = (async () => {
    for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
      if (start > 0) await pause();
      const known = new Set(
        [...document.querySelectorAll<HTMLLinkElement>(named)].map((l) => l.href),
      );
      for (const href of hrefs.slice(start, start + LINKS_PER_TASK))
        arrivals.push(
          requested.get(href) ?? (known.has(href) ? Promise.resolve(true) : addLink(kind, href)),
        );
    }
  })();
  const arrived = linking.then(() => Promise.all(arrivals)).then((each) => each.every(Boolean));
  return { linked: linking, arrived };
}

/** A browser that does not know a link's `rel` (Safari's `prefetch`) would never answer. */
export const supportsRel = (rel: string): boolean =>
  document.createElement('link').relList.supports?.(rel) === true;
