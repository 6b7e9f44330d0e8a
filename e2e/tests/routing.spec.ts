import { expect, test } from '../support/fixtures';
import { contentRoutes, dashboardRoutes, procedureRoutes, treatmentRoutes } from './spec-routes';

test.describe('routing', () => {
  test('every content route of the spec answers 200 and renders its page inside the shell', async ({
    site,
  }) => {
    test.slow();
    for (const path of contentRoutes) {
      const response = await site.open(path);
      expect(response?.status(), path).toBe(200);
      await expect(site.heading(), path).toBeVisible();
      await site.expectShellChrome();
    }
  });

  test('treatment and procedure pages list their siblings in the sidebar', async ({
    site,
    page,
  }) => {
    await site.open('/COPD');
    await expect(site.heading()).toHaveText('Chronic Obstructive Pulmonary Disease(COPD)');
    await expect(
      page.getByRole('complementary', { name: 'Treatments' }).getByRole('link'),
    ).toHaveCount(treatmentRoutes.length);
    await site.open('/Polysomnography');
    await expect(
      page.getByRole('complementary', { name: 'Procedures' }).getByRole('link'),
    ).toHaveCount(procedureRoutes.length);
  });

  test('the blog routes are rendered by mf-blog', async ({ site }) => {
    await site.open('/blogs');
    await expect(site.heading()).toHaveText('Blogs');
    await site.expectShellChrome();
  });

  test('staff routes answer, and the dashboard sends a signed-out visitor to /signin', async ({
    site,
    page,
  }) => {
    for (const path of dashboardRoutes) {
      const response = await site.open(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveURL(/\/signin$/);
    }
  });

  test('a signed-in staff member sees the dashboard; after sign-out the token no longer opens it', async ({
    site,
    page,
    staffApi,
  }) => {
    const token = await site.signInStaff();
    await site.open('/dashboard/Forms');
    await expect(site.heading()).toHaveText('Form Submissions');
    await expect(page).toHaveURL(/\/dashboard\/Forms$/);

    await staffApi.signOut(token);
    await site.open('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('an unknown path answers 404 with a friendly not-found page', async ({ site, page }) => {
    const response = await site.open('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(site.heading()).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page change scrolls to the top', async ({ site, page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await site.openInteractive('/COPD');
    await expect(site.heading()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('complementary', { name: 'Treatments' })
      .getByRole('link', { name: 'Fever Treatment' })
      .click();
    await expect(site.heading()).toHaveText('Fever Treatment');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
