import { chromium, type Page } from '@playwright/test';
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
 * Milliseconds from the click to the new page's H1 on screen, measured in the page
 * (`performance.now()` at the click, then at the mutation that shows the heading).
 */
async function timeNavigation(page: Page, navigation: Navigation): Promise<number> {
  const chrome = new SiteChrome(page);
  if (navigation.menu) await chrome.openMenu(navigation.menu);
  const link = (navigation.menu ? await chrome.menuPanel(navigation.menu) : chrome.nav()).getByRole(
    'link',
    { name: navigation.link, exact: true },
  );
  await page.evaluate((expected) => {
    const marks = window as unknown as { clickedAt?: number; shownAt?: number };
    addEventListener('click', () => (marks.clickedAt = performance.now()), { capture: true });
    const wanted = new RegExp(expected);
    new MutationObserver((_, observer) => {
      const text = document.querySelector('h1')?.textContent ?? '';
      if (marks.clickedAt !== undefined && wanted.test(text)) {
        marks.shownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, new RegExp(navigation.heading).source);
  await link.hover();
  await page.waitForTimeout(POINTER_REST_MS);
  await link.click();
  await page.waitForFunction(
    () => (window as unknown as { shownAt?: number }).shownAt !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const marks = window as unknown as { clickedAt: number; shownAt: number };
    return Math.round(marks.shownAt - marks.clickedAt);
  });
}

/**
 * Each navigation of `NAVIGATIONS` once per run on the regular 3G profile, in a fresh context
 * (cold cache), at a desktop width (the main navigation's links in view); answers the median
 * milliseconds per navigation, keyed `from → to`.
 */
export async function measureNavigations(
  baseURL: string,
  runs: number,
): Promise<Map<string, number>> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const medians = new Map<string, number>();
  try {
    for (const navigation of NAVIGATIONS) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await throttle(page);
        await page.goto(`${baseURL}${navigation.from}`);
        await waitUntilLive(page);
        times.push(await timeNavigation(page, navigation));
        await context.close();
      }
      medians.set(`${navigation.from} → ${navigation.to}`, median(times)!);
    }
  } finally {
    await browser.close();
  }
  return medians;
}
