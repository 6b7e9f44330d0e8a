import { expect, test } from '../support/fixtures';
import { widths } from '../support/content-pages';

test.describe('gallery', () => {
  for (const width of widths) {
    test(`6 photos in ${width >= 1024 ? 4 : 2} columns at ${width} px`, async ({ page, site }) => {
      await page.setViewportSize({ width, height: 900 });
      await site.openInteractive('/Pictures');
      await expect(site.heading()).toHaveText(/^Image Gallery of Dr\. /);
      const photos = page.getByRole('main').getByRole('listitem').getByRole('link');
      await expect(photos).toHaveCount(6);
      const lefts = await photos.evaluateAll((buttons) =>
        buttons.map((button) => Math.round(button.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(width >= 1024 ? 4 : 2);
    });
  }

  test('/pictures is the same gallery', async ({ site }) => {
    await site.open('/pictures');
    await expect(site.heading()).toHaveText(/^Image Gallery of Dr\. /);
  });

  test('the lightbox: counter, wrap, keys, swipe, focus trap, Escape and backdrop', async ({
    page,
    site,
  }) => {
    await site.openInteractive('/pictures');
    const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
    await first.click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer).toHaveAttribute('aria-modal', 'true');
    await expect(viewer.getByText('1/6')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('6/6')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText('1/6')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2/6')).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect(viewer.getByText('1/6')).toBeVisible();

    const image = (await viewer.getByRole('img').boundingBox())!;
    await page.mouse.move(image.x + image.width / 2, image.y + image.height / 2);
    await page.mouse.down();
    await page.mouse.move(image.x + image.width / 2 - 80, image.y + image.height / 2, {
      steps: 4,
    });
    await page.mouse.up();
    await expect(viewer.getByText('2/6')).toBeVisible();

    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(first).toBeFocused();

    await first.click();
    const size = page.viewportSize()!;
    await page.mouse.click(size.width / 2, 8);
    await expect(viewer).toHaveCount(0);
  });
});
