/** Each URL this page asked for ahead, and whether it arrived: one request per URL. */
const asked = new Map<string, Promise<boolean>>();

/** Settles when the resource a `<link>` asks for has arrived (true) or failed (false). */
const arrival = (link: HTMLLinkElement): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });

/**
 * Asks for each of `urls` once with a `<link>` made by `makeLink`, and answers whether all
 * arrived. A URL asked for earlier answers as it did; one that failed is forgotten (its link
 * removed), so the next call asks again. A URL a link of the page already names (`announced`:
 * the starter's plan, the remote's own loading) counts as arrived: that link is not ours to
 * watch, and a load it already fired would never fire again.
 */
export function askAhead(
  urls: readonly string[],
  announced: string,
  makeLink: (href: string) => HTMLLinkElement,
): Promise<boolean> {
  const known = new Set(
    [...document.querySelectorAll<HTMLLinkElement>(announced)].map((link) => link.href),
  );
  const hrefs = [...new Set(urls.map((url) => new URL(url, document.baseURI).href))];
  const links: HTMLLinkElement[] = [];
  const arrivals = hrefs.map((href) => {
    const pending = asked.get(href);
    if (pending) return pending;
    if (known.has(href)) return Promise.resolve(true);
    const link = makeLink(href);
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
  });
  document.head.append(...links);
  return Promise.all(arrivals).then((each) => each.every(Boolean));
}
