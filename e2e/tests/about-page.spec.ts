import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

const slideshow = (page: Page) => page.getByRole('region', { name: /^Pictures of/ });
/** Page timers stand still until the test moves the clock. */
async function stopTheClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01+05:30'));
}

const currentSlide = (page: Page) =>
  slideshow(page).locator('button[aria-current="true"]').getAttribute('aria-label');

test.describe('about page', () => {
  test('the two-slide carousel moves on every 6200 ms, wraps, and pauses', async ({
    page,
    site,
  }) => {
    await stopTheClock(page);
    await site.openInteractive('/about');
    await expect(slideshow(page).getByRole('button', { name: /^Show slide/ })).toHaveCount(2);
    expect(await currentSlide(page)).toBe('Show slide 1');
    await page.clock.runFor(6100);
    expect(await currentSlide(page)).toBe('Show slide 1');
    await page.clock.runFor(100);
    await expect.poll(() => currentSlide(page)).toBe('Show slide 2');
    await page.clock.runFor(6200);
    await expect.poll(() => currentSlide(page)).toBe('Show slide 1');

    await slideshow(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(30_000);
    expect(await currentSlide(page)).toBe('Show slide 1');
    await slideshow(page).getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlide(page)).toBe('Show slide 2');
    await slideshow(page).getByRole('button', { name: 'Show slide 1' }).click();
    await expect.poll(() => currentSlide(page)).toBe('Show slide 1');
  });

  test('under reduced motion the carousel stays still', async ({ page, site }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopTheClock(page);
    await site.openInteractive('/about');
    await page.clock.runFor(20_000);
    expect(await currentSlide(page)).toBe('Show slide 1');
    await expect(slideshow(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('Book Appointment from another page scrolls to #qualifications', async ({ page, site }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await site.openInteractive('/');
    await page
      .getByRole('region', { name: 'Meet the Doctor' })
      .getByRole('link', { name: 'Book Appointment' })
      .click();
    await expect(page).toHaveURL(/\/about#qualifications$/);
    const section = page.locator('#qualifications');
    await expect(section).toBeInViewport();
    await expect(section).toBeFocused();
    await expect(
      section.getByRole('heading', { name: 'Qualifications and Appointments' }),
    ).toBeInViewport();
  });

  test('arriving at /about#qualifications, and the side panel', async ({ page, site }) => {
    await site.openInteractive('/about#qualifications');
    const section = page.locator('#qualifications');
    await expect(section).toBeInViewport();
    const panel = page.getByRole('complementary', { name: 'Appointments' });
    await expect(panel).toContainText('12 years of experience');
    for (const hours of ['9 AM to 12 PM', '12:30 PM to 4:30 PM', '5:30 PM to 7:30 PM'])
      await expect(panel).toContainText(hours);
    for (const name of [/Book at the Hospital/, /Book at the Clinic/]) {
      const link = panel.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    for (const heading of ['Certifications', 'Awards', 'Memberships', 'Services', /^Why Choose/])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  });
});
