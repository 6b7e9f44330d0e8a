import { randomUUID } from 'node:crypto';
import { DashboardPage } from '../support/dashboard-page';
import { expect, test } from '../support/fixtures';

/**
 * The enquiry inbox seen by two staff members at once (issue 31): a new enquiry shows up in an
 * open list, and one staff member marking it Contacted is seen by the other within 5 s, so two
 * people never both call the same patient.
 */
test('two staff browsers: a new enquiry appears, one marks it Contacted, the other sees it within 5 s', async ({
  browser,
  staffApi,
}) => {
  test.slow();
  const name = `Inbox ${randomUUID().slice(0, 8)}`;
  const open = async () => {
    const context = await browser.newContext();
    const dashboard = new DashboardPage(await context.newPage());
    await dashboard.signIn();
    await dashboard.goTo('Forms');
    await expect(dashboard.heading()).toHaveText('Form Submissions');
    // Other tests send enquiries too: each list is narrowed to this test's one.
    await dashboard.page.getByRole('searchbox', { name: 'Search name or phone' }).fill(name);
    return { context, dashboard, row: dashboard.formRows().filter({ hasText: name }) };
  };
  const first = await open();
  const second = await open();

  // Sent while both lists are open: each shows it without a reload, as New.
  await staffApi.sendEnquiry({ name, phone: '9812345678', message: 'Wheezing since Sunday' });
  await expect(first.row).toHaveCount(1, { timeout: 5_000 });
  await expect(second.row).toHaveCount(1, { timeout: 5_000 });
  await expect(second.row.getByRole('cell').nth(5)).toContainText('New');

  // Search finds the number however it is typed.
  await first.dashboard.page
    .getByRole('searchbox', { name: 'Search name or phone' })
    .fill('+91 98123 45678');
  await expect(first.row).toHaveCount(1);

  await first.row.getByRole('button', { name: `Mark contacted enquiry from ${name}` }).click();
  await expect(first.row).toHaveCount(0);

  // The other browser's New list loses it within 5 s; it is under Contacted there.
  await expect(second.row).toHaveCount(0, { timeout: 5_000 });
  await second.dashboard.page.getByRole('combobox', { name: 'Show' }).selectOption('contacted');
  await expect(second.row).toHaveCount(1);
  await expect(second.row.getByRole('cell').nth(5)).toContainText('Contacted');

  // The call link is a thumb's size on a phone.
  await second.dashboard.page.setViewportSize({ width: 375, height: 800 });
  const call = second.row.getByRole('link', { name: '9812345678' });
  await expect(call).toHaveAttribute('href', 'tel:+919812345678');
  const box = (await call.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);

  await first.context.close();
  await second.context.close();
});
