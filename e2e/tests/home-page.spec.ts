import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { carousel, expectSlides, widths } from '../support/content-pages';

const slides = (from: number, to: number, total: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${from + i} of ${total}`);

/** Cards a page shows per width (product §4): procedures 3 from 1024 px else 1; treatments 3/2/1. */
const perPage = {
  375: { procedures: 1, treatments: 1 },
  800: { procedures: 1, treatments: 2 },
  1280: { procedures: 3, treatments: 3 },
} as const;

test.describe('home page', () => {
  for (const width of widths) {
    test(`carousels page by the width and wrap around at ${width} px`, async ({ page, site }) => {
      await page.setViewportSize({ width, height: 900 });
      await site.openInteractive('/');

      const procedures = carousel(page, 'Procedures');
      const shown = perPage[width].procedures;
      await expectSlides(procedures, slides(1, shown, 11));
      await procedures.getByRole('button', { name: 'Next procedures' }).click();
      await expectSlides(procedures, slides(shown + 1, 2 * shown, 11));
      await procedures.getByRole('button', { name: 'Previous procedures' }).click();
      await procedures.getByRole('button', { name: 'Previous procedures' }).click();
      // Before the first page comes the last, which holds what is left over.
      const lastFirst = Math.floor(10 / shown) * shown + 1;
      await expectSlides(procedures, slides(lastFirst, 11, 11));
      await procedures.getByRole('button', { name: 'Next procedures' }).click();
      await expectSlides(procedures, slides(1, shown, 11));

      const treatments = carousel(page, 'Treatments');
      const perTreatmentPage = perPage[width].treatments;
      await expectSlides(treatments, slides(1, perTreatmentPage, 14));
      await treatments.getByRole('button', { name: 'Next treatments' }).click();
      await expectSlides(treatments, slides(perTreatmentPage + 1, 2 * perTreatmentPage, 14));

      // Our Vision: both service cards on one page, so nothing to page through.
      const vision = carousel(page, 'Our services');
      await expectSlides(vision, ['1 of 2', '2 of 2']);
      await expect(vision.getByText('Cough Management')).toBeVisible();
      await expect(vision.getByText('Asthma Care')).toBeVisible();
      await expect(vision.getByRole('button')).toHaveCount(0);
    });
  }

  test('a swipe of more than 10 px moves a carousel: left is next, right is previous', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await site.openInteractive('/');
    const procedures = carousel(page, 'Procedures');
    await procedures.scrollIntoViewIfNeeded();
    const box = (await procedures.locator('.carousel__viewport').boundingBox())!;
    const swipe = async (dx: number) => {
      const y = box.y + 60;
      await page.mouse.move(box.x + 180, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 180 + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    // 8 px is no swipe (with the mouse it would be a click on the card's link).
    const viewport = procedures.locator('.carousel__viewport');
    await viewport.dispatchEvent('pointerdown', { clientX: 200, bubbles: true });
    await viewport.dispatchEvent('pointerup', { clientX: 192, bubbles: true });
    await expectSlides(procedures, ['1 of 11']);
    await swipe(-60);
    await expectSlides(procedures, ['2 of 11']);
    await swipe(60);
    await expectSlides(procedures, ['1 of 11']);
    // A swipe that ends on a card does not also follow its link.
    await expect(page).toHaveURL(/\/$/);
  });

  test('sections in the order of the spec, with the doctor and the reviews section', async ({
    page,
    site,
  }) => {
    await site.openInteractive('/');
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(headings.slice(0, 6)).toEqual([
      'Procedures',
      'Our Vision',
      'Meet the Doctor',
      'What Our Patients Say',
      'Treatments',
      expect.any(String),
    ]);
    expect(headings.at(-1)).toBe('Image Gallery');
    const doctor = page.getByRole('region', { name: 'Meet the Doctor' });
    for (const name of ['View Profile', 'Book Appointment'])
      await expect(doctor.getByRole('link', { name })).toHaveAttribute(
        'href',
        '/about#qualifications',
      );
    // Neither a reviews widget nor the clinic's own reviews page is configured in this build: the
    // section links nowhere (a map search could show another clinic's reviews) and says so.
    const reviews = page.getByRole('region', { name: 'What Our Patients Say' });
    await expect(reviews).toContainText('Reviews from our patients will be shown here soon.');
    await expect(reviews.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bronchoscopy' })).toHaveAttribute(
      'href',
      '/Bronchoscopy',
    );
  });

  test('the hero poster is in the HTML as the first, high-priority image; the video follows', async ({
    page,
    site,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const poster = html.match(/<img[^>]*class="home-hero__poster"[^>]*>/)?.[0] ?? '';
    expect(poster).toMatch(/fetchPriority="high"/i);
    expect(poster).toContain('width="1280" height="720"');
    expect(poster).not.toContain('loading="lazy"');
    expect(html.includes('<video')).toBe(false);

    await site.openInteractive('/');
    const video = page.locator('video.home-hero__video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect(video).toHaveJSProperty('paused', true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  });

  for (const [condition, setUp] of [
    ['with reduced motion', (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' })],
    [
      'on a data-saver connection',
      (page: Page) =>
        page.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', {
            value: Object.assign(new EventTarget(), { saveData: true }),
          }),
        ),
    ],
  ] as const) {
    test(`no video is downloaded ${condition}`, async ({ page, site }) => {
      const media: string[] = [];
      page.on('request', (r) => /\.(mp4|webm)$/.test(r.url()) && media.push(r.url()));
      await setUp(page);
      await site.openInteractive('/');
      await expect(page.locator('.home-hero__poster')).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      expect(media).toEqual([]);
    });
  }

  test('the gallery opens the full-screen viewer', async ({ page, site }) => {
    await site.openInteractive('/');
    const gallery = page.getByRole('region', { name: 'Image Gallery' });
    await expect(gallery.getByRole('link')).toHaveCount(6);
    await gallery.getByRole('link').nth(2).click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.getByText('3/6')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });
});
