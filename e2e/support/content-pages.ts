import { expect, type Locator, type Page } from '@playwright/test';

/** The viewport widths every public page is checked at: phone, tablet, desktop. */
export const widths = [375, 800, 1280] as const;

/** A carousel by its accessible name (a labelled region). */
export const carousel = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true });

/**
 * The slides a visitor can see in a carousel: those whose box lies inside the carousel's
 * viewport, by their labels ("4 of 11"). Geometry, not the app's own flags.
 */
export async function visibleSlides(region: Locator): Promise<string[]> {
  return region.evaluate((element) => {
    const viewport = element.querySelector('.carousel__viewport')!.getBoundingClientRect();
    return [...element.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= viewport.left - 2 && box.right <= viewport.right + 2;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}

/** Waits until the carousel shows exactly these slides (its move is animated). */
export async function expectSlides(region: Locator, labels: string[]) {
  await expect.poll(() => visibleSlides(region)).toEqual(labels);
}

export async function expectNoHorizontalScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth, `page is ${scrollWidth - clientWidth} px too wide`).toBeLessThanOrEqual(
    clientWidth,
  );
}
