import { readFile } from 'node:fs/promises';
import { DashboardPage } from '../support/dashboard-page';
import { expect, test } from '../support/fixtures';
import { startSite, type RunningSite } from '../support/site-server';
import { StaffApi } from '../support/staff-api';

/** The clinic's calendar day of an instant (Asia/Kolkata), as the date filter takes it. */
const clinicDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));

// The badge counts every enquiry still New, and other tests send enquiries too: this journey gets
// a server and database of its own, so no other test's enquiry changes its numbers.
let running: RunningSite;
test.beforeAll(async () => {
  running = await startSite();
});
test.afterAll(async () => {
  await running?.stop();
});

test('an enquiry is counted on the Forms badge, found newest first, searched, filtered, exported and deleted', async ({
  browser,
  playwright,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: running.baseURL, acceptDownloads: true });
  const request = await playwright.request.newContext({ baseURL: running.baseURL });
  const api = new StaffApi(request);
  const page = await context.newPage();
  const dashboard = new DashboardPage(page);
  // The badge is asked again every 60 s: the test moves the page's clock instead of waiting.
  await page.clock.install();

  await dashboard.signIn();
  await dashboard.goTo('Forms');
  await expect(dashboard.heading()).toHaveText('Form Submissions');
  await expect(page.getByText('No form submissions found')).toBeVisible();
  await expect(dashboard.sidebarLink('Forms')).toHaveAccessibleName('Forms');

  // Sent over HTTP as the popup does; the second one tries a spreadsheet formula.
  const asha = await api.sendEnquiry({
    name: 'Asha Verma',
    phone: '9876543210',
    message: 'Cough for three weeks, worse at night',
  });
  await api.sendEnquiry({ name: 'Ravi Kumar', phone: '9123456780', message: '=1+2' });

  await dashboard.goTo('Dashboard');
  await expect(dashboard.sidebarLink('Forms')).toHaveAccessibleName('Forms, 2 new enquiries');
  await expect(page.getByRole('main').getByRole('link', { name: '2 New enquiries' })).toBeVisible();

  await api.sendEnquiry({ name: 'Meena Devi', phone: '9000000001', message: 'Breathless' });
  const refreshed = page.waitForResponse('**/api/v1/forms/new-count');
  await page.clock.fastForward('01:00');
  await refreshed;
  await expect(dashboard.sidebarLink('Forms')).toHaveAccessibleName('Forms, 3 new enquiries');

  // Opening the inbox marks nothing: the badge counts the enquiries still New (issue 31).
  await dashboard.goTo('Forms');
  await expect(dashboard.sidebarLink('Forms')).toHaveAccessibleName('Forms, 3 new enquiries');
  const names = dashboard.formRows().getByRole('cell').nth(1);
  await expect(dashboard.formRows()).toHaveCount(3);
  await expect(names).toHaveText('Meena Devi');

  const asharow = dashboard.formRows().filter({ hasText: 'Asha Verma' });
  // The call link carries the country code (issue 31), beside a WhatsApp link.
  await expect(asharow.getByRole('link', { name: '9876543210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  await expect(asharow.getByRole('link', { name: 'WhatsApp Asha Verma' })).toHaveAttribute(
    'href',
    'https://wa.me/919876543210',
  );
  await expect(asharow.getByRole('cell').nth(4)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

  const search = page.getByRole('searchbox', { name: 'Search name or phone' });
  await expect(search).toHaveAttribute('placeholder', 'Search name or phone');
  await search.fill('asha');
  await expect(dashboard.formRows()).toHaveCount(1);
  await search.fill('91234');
  await expect(dashboard.formRows()).toHaveCount(1);
  await expect(names).toHaveText('Ravi Kumar');
  await search.fill('');

  const day = page.getByLabel('Filter by date');
  await day.fill(clinicDay(asha.createdAt));
  await expect(dashboard.formRows()).toHaveCount(3);
  await day.fill('2001-01-01');
  await expect(page.getByText('No form submissions found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear date' }).click();
  await search.fill('Ravi');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe('"#","Name","Phone","Message","Created At"');
  expect(lines[1]).toMatch(/^"1","Ravi Kumar","9123456780","'=1\+2","\d{4}-\d\d-\d\d \d\d:\d\d"$/);
  await dashboard.expectToast('Exported 1 submission');
  await search.fill('');

  const token = api.adopt(await dashboard.session());
  await dashboard.deleteRow(asharow);
  await dashboard.expectToast('Submission deleted');
  await expect(dashboard.formRows()).toHaveCount(2);
  expect((await api.forms(token)).map((form) => form._id)).not.toContain(asha._id);

  await context.close();
  await request.dispose();
});
