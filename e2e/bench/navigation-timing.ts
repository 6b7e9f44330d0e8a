import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { waitUntilLive } from '../support/live-page';
import { SiteChrome } from '../support/site-chrome';
import { NETWORKS } from './run-lighthouse';
import { median } from './summarise';

/** A navigation in the browser, from a page's main navigation, timed from click to new H1. */
interface Navigation {
  readonly from: string;
  readonly to: string;
  /** The dropdown the link sits in, if any. */
  readonly menu?: 'Procedures';
  readonly link: string;
  readonly heading: string | RegExp;
}

export const NAVIGATIONS: readonly Navigation[] = [
  {
    from: '/COPD',
    to: '/Polysomnography',
    menu: 'Procedures',
    link: 'Polysomnography',
    heading: /Polysomnography/,
  },
  { from: '/COPD', to: '/blogs', link: 'Blogs', heading: 'Blogs' },
];

/**
 * How long a visitor's pointer rests on a link before the press lands: the time link intent has
 * to fetch the page's code. A quick, deliberate click; the figure is printed with the results.
 */
export const POINTER_REST_MS = 300;

/** The regular 3G profile Lighthouse simulates, applied for real through the DevTools protocol. */
async function throttle(page: Page): Promise<void> {
  const profile = NETWORKS.slow3g;
  const session = await page.context().newCDPSession(page);
  const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: bytesPerSecond(profile.downloadThroughputKbps),
    uploadThroughput: bytesPerSecond(profile.uploadThroughputKbps),
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier });
}

/**
 * Milliseconds from the click to the new page's H1 on screen, whether the navigation stays in
 * the document (the router renders it) or the browser follows the link to the prerendered page
 * (its remote's code still absent). Both moments are read in the page on the one clock all
 * documents share (`performance.timeOrigin + performance.now()`): the click in the page clicked,
 * and the first frame after the heading appears in whichever document shows it (an init script,
 * so a new document is watched from its first byte).
 */
async function timeNavigation(page: Page, navigation: Navigation): Promise<number> {
  const chrome = new SiteChrome(page);
  if (navigation.menu) await chrome.openMenu(navigation.menu);
  const link = (navigation.menu ? await chrome.menuPanel(navigation.menu) : chrome.nav()).getByRole(
    'link',
    { name: navigation.link, exact: true },
  );
  // Once per page: `timeOnce` gives every timing a fresh context.
  let clickedAt: number | undefined;
  let reportShown: (at: number) => void = () => {};
  const shownAt = new Promise<number>((resolve) => (reportShown = resolve));
  await page.exposeFunction('benchClicked', (at: number) => (clickedAt ??= at));
  await page.exposeFunction('benchShown', (at: number) => reportShown(at));
  const watchHeading = ({ path, heading }: { path: string; heading: string }) => {
    if (window !== window.top) return;
    const wanted = new RegExp(heading);
    const bench = window as unknown as {
      benchClicked(at: number): void;
      benchShown(at: number): void;
    };
    // No named helper here: the function runs in the page, where the bundler's naming helper is not.
    addEventListener(
      'click',
      () => bench.benchClicked(performance.timeOrigin + performance.now()),
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? '';
      if (location.pathname !== path || !wanted.test(text)) return;
      observer.disconnect();
      requestAnimationFrame(() => bench.benchShown(performance.timeOrigin + performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  const watched = { path: navigation.to, heading: new RegExp(navigation.heading).source };
  await page.addInitScript(watchHeading, watched);
  await page.evaluate(watchHeading, watched);
  await link.hover();
  await page.waitForTimeout(POINTER_REST_MS);
  await link.click({ noWaitAfter: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const shown = await Promise.race([
    shownAt,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${navigation.to}: no heading within 60 s of the click`)),
        60_000,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  if (clickedAt === undefined) throw new Error('the click was not seen');
  return Math.round(shown - clickedAt);
}

/**
 * A visitor who has read the page: the network has been quiet this long (no request started or
 * in flight), so whatever the page fetches once idle (code fetched for the links in view) is in.
 */
export const QUIET_NETWORK_MS = 2_000;
/** A page whose network never goes quiet is clicked after this long all the same. */
export const QUIET_NETWORK_CAP_MS = 30_000;

/**
 * Watches the page's requests from before it loads; `quiet()` then waits until none has been in
 * flight or started for `QUIET_NETWORK_MS`, and answers whether that came before the cap.
 */
function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(): Promise<boolean> {
      const giveUpAt = Date.now() + QUIET_NETWORK_CAP_MS;
      while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_NETWORK_MS) {
        if (Date.now() >= giveUpAt) return false;
        await page.waitForTimeout(100);
      }
      return true;
    },
  };
}

/** The two moments a navigation is timed at. */
type Moment = 'atOnce' | 'afterReading';

/**
 * One timed navigation in a fresh context (cold cache) on regular 3G, at a desktop width (the
 * main navigation's links in view): from the page as soon as it is live, or after reading it
 * (a quiet network). Answers the milliseconds, and whether a quiet network was given up on.
 */
async function timeOnce(
  browser: Browser,
  baseURL: string,
  navigation: Navigation,
  moment: Moment,
): Promise<{ ms: number; neverQuiet: boolean }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await throttle(page);
    const network = watchNetwork(page);
    await page.goto(`${baseURL}${navigation.from}`);
    await waitUntilLive(page);
    const neverQuiet = moment === 'afterReading' && !(await network.quiet());
    return { ms: await timeNavigation(page, navigation), neverQuiet };
  } finally {
    await context.close();
  }
}

/** One navigation's medians, ms from click to new H1. */
export interface NavigationTimes {
  /** Clicked as soon as the page is live (menu opened, pointer rested, click). */
  atOnceMs: number;
  /** Clicked after reading: the same gestures once the network has been quiet. */
  afterReadingMs: number;
  /** Runs in which the network was still busy at the cap (clicked all the same). */
  neverQuietRuns: number;
}

/**
 * Each navigation of `NAVIGATIONS`, `runs` times at each moment (at once, after reading), each
 * in a fresh context, on every site of `baseURLs`; answers each site's medians per navigation,
 * keyed `from → to`, in the order given. The sites take turns, the first going first one run
 * and last the next: measured one after the other, a slower machine an hour later (another job,
 * the kernel's memory scan) was read as one build being slower than the other.
 */
export async function measureNavigations(
  baseURLs: readonly string[],
  runs: number,
): Promise<Map<string, NavigationTimes>[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const medians = baseURLs.map(() => new Map<string, NavigationTimes>());
  try {
    for (const navigation of NAVIGATIONS) {
      const times = baseURLs.map(() => ({ atOnce: [] as number[], afterReading: [] as number[] }));
      const neverQuietRuns = baseURLs.map(() => 0);
      for (let run = 0; run < runs; run++)
        for (const moment of ['atOnce', 'afterReading'] as const) {
          const turns = [...baseURLs.keys()];
          if (run % 2 === 1) turns.reverse();
          for (const site of turns) {
            const { ms, neverQuiet } = await timeOnce(browser, baseURLs[site]!, navigation, moment);
            times[site]![moment].push(ms);
            if (neverQuiet) neverQuietRuns[site]!++;
          }
        }
      for (const [site, siteTimes] of times.entries())
        medians[site]!.set(`${navigation.from} → ${navigation.to}`, {
          atOnceMs: median(siteTimes.atOnce)!,
          afterReadingMs: median(siteTimes.afterReading)!,
          neverQuietRuns: neverQuietRuns[site]!,
        });
    }
  } finally {
    await browser.close();
  }
  return medians;
}
