import type { Page } from '@playwright/test';

/**
 * Waits until the page is live: its code has started and hydrated the frame and the page region,
 * so every control answers at once. The shell marks `<html data-app="live">` at that moment; a
 * test that must act on the live app (a clock it drives, a scroll it needs seen) waits for it, not
 * for a quiet network, which comes before the code has run on a busy machine.
 */
export async function waitUntilLive(page: Page) {
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
}

/** Opens `path` and waits until the page is live. */
export async function openLive(page: Page, path: string) {
  const response = await page.goto(path);
  await waitUntilLive(page);
  return response;
}
