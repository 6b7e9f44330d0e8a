import type { Page } from '@playwright/test';

/**
 * Slows the page's CPU four times, as Lighthouse does for a mid-range phone: the page's code
 * starts and hydrates seconds after the server's HTML shows, as it does for real patients.
 */
export async function slowCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens `path` and returns as soon as the server's HTML is parsed, long before it is live. */
export async function openAsItShows(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** What the page's code has reached: null (not started), "starting", or "live". */
export function appState(page: Page) {
  return page.evaluate(() => document.documentElement.getAttribute('data-app'));
}

/**
 * Holds back the page's code (every script but the small starter, which holds the visitor's
 * actions) until the returned function is called: whatever the test does before then is done on
 * a page that cannot be live, however fast the machine.
 */
export async function holdPageCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.endsWith('/start-after-load.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
