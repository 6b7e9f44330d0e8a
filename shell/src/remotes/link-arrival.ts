/** Settles when the resource a `<link>` asks for has arrived (true) or failed (false). */
export const linkArrival = (link: HTMLLinkElement): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });

/** `urls` as absolute URLs, each once, without those a `<link>` of the page already names. */
export function unannouncedUrls(urls: readonly string[], announced: string): string[] {
  const known = new Set(
    [...document.querySelectorAll<HTMLLinkElement>(announced)].map((link) => link.href),
  );
  return [...new Set(urls.map((url) => new URL(url, document.baseURI).href))].filter(
    (href) => !known.has(href),
  );
}
