import { expect, test } from '../support/fixtures';

test('the privacy page says what an enquiry keeps, why, how long, who sees it, and erasure', async ({
  page,
  request,
}) => {
  const response = await page.goto('/privacy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  const main = page.getByRole('main');
  await expect(main).toContainText('your name, your phone number, your message');
  await expect(main).toContainText('Only to reply to you');
  await expect(main).toContainText('kept for 365 days');
  await expect(main).toContainText('Clinic staff only');
  await expect(main.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91/);
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/privacy<\/loc>/);
});
