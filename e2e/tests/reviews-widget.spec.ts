import { expect, test } from '../support/fixtures';
import { buildRelease, deployRelease } from '../support/release-build';

/** A stand-in for a vendor's widget: fills the element the page gives it with a review. */
const FAKE_WIDGET = `
  const host = document.querySelector('[data-reviews-widget]');
  host.innerHTML = '<p>Kind, thorough and on time.</p><a href="https://reviews.example/r/1">Read the full review</a>';
`;

/**
 * The reviews widget (product §10) with a script URL configured: a release of mf-content built with
 * one, served by a server of its own, and the script answered by a small local fake.
 */
test('the reviews widget loads once, when idle, and its links are disabled', async ({
  page,
  site,
  isolatedSite,
}) => {
  test.setTimeout(240_000);
  const dist = buildRelease('mf-content', {
    shared: [
      {
        file: 'contracts/src/config/clinic.ts',
        from: "reviewsWidgetScriptUrl: '' as string,",
        to: "reviewsWidgetScriptUrl: '/fake-reviews-widget.js' as string,",
      },
    ],
  });
  deployRelease(isolatedSite.webRoot, 'mf-content', dist);
  const base = isolatedSite.baseURL;
  await page.route('**/fake-reviews-widget.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET }),
  );
  await page.clock.install();

  await expect(async () => {
    await site.openInteractive(`${base}/`);
    await expect(page.locator('[data-reviews-widget]')).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  const reviews = page.getByRole('region', { name: 'What Our Patients Say' });
  await page.clock.runFor(3000);
  await expect(reviews.getByText('Kind, thorough and on time.')).toBeVisible();
  const link = reviews.getByRole('link', { name: 'Read the full review' });
  await page.clock.runFor(1000);
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await link.click({ force: true });
  await expect(page).toHaveURL(`${base}/`);

  // Back to the home page within the app: the script is not added a second time.
  await site.navigateTo('About');
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(reviews).toBeVisible();
  await page.clock.runFor(3000);
  await expect(page.locator('script[src$="fake-reviews-widget.js"]')).toHaveCount(1);
});
