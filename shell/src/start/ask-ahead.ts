/**
 * The one way a file is asked for ahead of its use: a `<link>` per URL, a few per task, and one
 * record of every URL asked for in this page view. Shared by the starter and the shell's loader.
 */

/** A slow phone's thirty links made one 80 ms task: Total Blocking Time counts over 50 ms. */
const LINKS_PER_TASK = 8;

/** A module is fetched and parsed, and a later import uses it; a stylesheet is only cached. */
export type FileKind = 'module' | 'style';

/** Each URL asked for, and whether it arrived: one request per URL. */
const asked = new Map<string, Promise<boolean>>();

function linkFor(kind: FileKind, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  // `prefetch`, not `preload`, for a stylesheet: an unused preload is a console warning.
  link.rel = kind === 'module' ? 'modulepreload' : 'prefetch';
  if (kind === 'style') link.as = 'style';
  // The credentials of a module import, so the two requests are one.
  link.crossOrigin = '';
  link.href = href;
  return link;
}

const arrival = (link: HTMLLinkElement): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });

/**
 * Asks for each URL once and answers whether all arrived. One that failed is forgotten (its link
 * removed), so the next call asks again. A URL a link of the page already names (the starter's,
 * the bundler's) counts as arrived: a load that link already fired would never fire again.
 */
function askNow(urls: readonly string[], kind: FileKind): Promise<boolean> {
  const named = kind === 'module' ? 'link[rel="modulepreload"]' : 'link[href]';
  const known = new Set([...document.querySelectorAll<HTMLLinkElement>(named)].map((l) => l.href));
  const links: HTMLLinkElement[] = [];
  const arrivals = [...new Set(urls.map((url) => new URL(url, document.baseURI).href))].map(
    (href) => {
      const pending = asked.get(href) ?? (known.has(href) ? Promise.resolve(true) : undefined);
      if (pending) return pending;
      const link = linkFor(kind, href);
      links.push(link);
      const arrived = arrival(link).then((ok) => {
        if (!ok) {
          asked.delete(href);
          link.remove();
        }
        return ok;
      });
      asked.set(href, arrived);
      return arrived;
    },
  );
  document.head.append(...links);
  return Promise.all(arrivals).then((each) => each.every(Boolean));
}

/**
 * The one batcher: asks for `urls` a few per task, awaiting `pause` between batches (and before
 * the first with `pauseFirst`). `asked` settles once every link is in the page, `arrived` with
 * whether every file came.
 */
export function askAhead(
  urls: readonly string[],
  kind: FileKind,
  pause: () => Promise<void>,
  { pauseFirst = false } = {},
): { asked: Promise<void>; arrived: Promise<boolean> } {
  const arrivals: Promise<boolean>[] = [];
  const asking = (async () => {
    for (let start = 0; start < urls.length; start += LINKS_PER_TASK) {
      if (pauseFirst || start > 0) await pause();
      arrivals.push(askNow(urls.slice(start, start + LINKS_PER_TASK), kind));
    }
  })();
  const arrived = asking.then(() => Promise.all(arrivals)).then((each) => each.every(Boolean));
  return { asked: asking, arrived };
}

/** A browser that does not preload modules would never answer. */
export const canPreloadModules = (): boolean =>
  document.createElement('link').relList.supports?.('modulepreload') === true;
