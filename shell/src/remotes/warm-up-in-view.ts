import { networkConnection } from '@clinic/browser-kit/async/network-connection';
import { whenIdle } from '@clinic/browser-kit/async/when-idle';

/**
 * Whether the visitor's connection says not to fetch ahead: Save-Data (the browser's data saver)
 * or a 2G-class link, where a speculative download competes with what the visitor asked for.
 */
export function prefersNoPrefetch(): boolean {
  const connection = networkConnection();
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * The links worth warming: the navigation's and the page's own. The footer's are left out: its
 * staff sign-in link would fetch the dashboard for every patient.
 */
const WATCHED_LINKS = 'nav a[href], main a[href]';

/**
 * Once the browser is idle, calls `start`, then watches the page's links and calls `warm` for
 * each one that comes into view, once per address; `atFirst` says it was in view when the
 * watching began (not brought into view later: a menu opened, a scroll). Answers a function that
 * stops watching.
 */
export function warmUpInView(
  start: () => void,
  warm: (link: HTMLAnchorElement, atFirst: boolean) => void,
): () => void {
  let observer: IntersectionObserver | undefined;
  const cancelIdle = whenIdle(() => {
    start();
    const warmed = new Set<string>();
    let atFirst = true;
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const link = entry.target as HTMLAnchorElement;
        observer?.unobserve(link);
        if (warmed.has(link.href)) continue;
        warmed.add(link.href);
        warm(link, atFirst);
      }
      atFirst = false;
    });
    for (const link of document.querySelectorAll<HTMLAnchorElement>(WATCHED_LINKS))
      observer.observe(link);
  });
  return () => {
    cancelIdle();
    observer?.disconnect();
  };
}
