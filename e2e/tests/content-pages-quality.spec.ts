import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/accessibility';
import { expectNoHorizontalScroll, widths } from '../support/content-pages';

/** mf-content's own pages, with a line of their text that must be in the server's HTML. */
const pages = [
  { path: '/', text: 'Meet the Doctor' },
  { path: '/about', text: 'Qualifications and Appointments' },
  { path: '/pictures', text: 'Select a photo to see it full screen.' },
  { path: '/media', text: 'Latest Video' },
  { path: '/privacy', text: 'How long we keep it' },
];

test.describe('home, about, gallery, media and privacy', () => {
  test('with JavaScript off, each page has its text and images', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, text } of pages) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).not.toBeEmpty();
      await expect(page.getByText(text).first(), path).toBeVisible();
      // Every image reserves its space: width and height in the HTML.
      const unsized = await page.locator('main img:not([width]), main img:not([height])').count();
      expect(unsized, path).toBe(0);
    }
    await context.close();
  });

  for (const width of widths) {
    test(`no horizontal scroll at ${width} px`, async ({ page, site }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { path } of pages) {
        await site.openInteractive(path);
        await expectNoHorizontalScroll(page);
      }
    });
  }

  for (const width of [375, 1280]) {
    test(`axe finds nothing serious or critical at ${width} px`, async ({ page, site }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      for (const { path } of pages) {
        await site.openInteractive(path);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      // The open lightbox too.
      await site.openInteractive('/pictures');
      await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page), 'lightbox').toEqual([]);
    });
  }
});
