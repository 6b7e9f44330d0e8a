import { DashboardPage } from '../support/dashboard-page';
import { expect, test } from '../support/fixtures';
import { staffAccount } from '../support/site-server';

/**
 * A patient whose browser runs no script (data savers, low-script browsers): the forms are posted
 * by the browser itself, always by POST, and the server answers them as pages.
 */
test.describe('forms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in never puts the password in the address, and says it needs JavaScript', async ({
    page,
  }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/signin');
    await page.getByLabel('Email').fill(staffAccount.email);
    await page.getByLabel('Password', { exact: true }).fill(staffAccount.password);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(new URL((await posted).url()).pathname).toBe('/signin');
    await expect(page.getByRole('heading', { name: 'Signing in needs JavaScript' })).toBeVisible();
    expect(page.url()).not.toContain('password');
    expect(addresses.filter((address) => address.includes('password='))).toEqual([]);
    expect(
      addresses.filter((address) => address.includes(encodeURIComponent(staffAccount.password))),
    ).toEqual([]);
  });

  test('an enquiry sent from the page the footer links to is stored, and the visitor thanked', async ({
    page,
    browser,
  }) => {
    const name = `No Script ${Date.now()}`;
    await page.goto('/COPD');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Send an enquiry' }).click();
    await expect(page).toHaveURL(/\/enquiry$/);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Phone', { exact: true }).fill('9876501234');
    await page.getByLabel('Message', { exact: true }).fill('Breathless on stairs');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/enquiry\/sent$/);
    await expect(page.getByRole('status')).toHaveText('Thank you! We will contact you soon.');

    // Stored as the staff meet it: listed on the dashboard's Forms page, in a browser of theirs
    // (the dashboard needs script).
    const staff = await browser.newContext({ javaScriptEnabled: true });
    const dashboard = new DashboardPage(await staff.newPage());
    await dashboard.signIn();
    await dashboard.goTo('Forms');
    await expect(dashboard.heading()).toHaveText('Form Submissions');
    await dashboard.page.getByRole('searchbox', { name: 'Search name or phone' }).fill(name);
    const row = dashboard.formRows().filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: '9876501234' })).toBeVisible();
    await expect(row).toContainText('Breathless on stairs');
    await staff.close();
  });

  test('a bad phone number comes back beside its field, with what was typed kept', async ({
    page,
    staffApi,
  }) => {
    const name = `Bad Phone ${Date.now()}`;
    await page.goto('/enquiry');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Phone', { exact: true }).fill('12345');
    await page.getByLabel('Message', { exact: true }).fill('Cough for a month');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(400);
    const phone = page.getByLabel('Phone', { exact: true });
    await expect(phone).toHaveValue('12345');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Phone number must be exactly 10 digits');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Cough for a month');
    expect((await staffApi.forms()).some((enquiry) => enquiry.name === name)).toBe(false);
  });
});

test("an enquiry form another site posts in the visitor's name is refused, and nothing stored", async ({
  page,
  baseURL,
  staffApi,
}) => {
  const name = `Cross Site ${Date.now()}`;
  // A page of no origin of ours (about:blank), as a hostile site's would be.
  await page.setContent(
    `<form method="post" action="${baseURL}/enquiry">
      <input name="name" value="${name}"><input name="phone" value="9876501234">
      <input name="message" value="Sent for you"><button>Go</button></form>`,
  );
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Go' }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.getByRole('alert')).toContainText('sent from another website');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  expect((await staffApi.forms()).some((enquiry) => enquiry.name === name)).toBe(false);
});

test.describe('public pages with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('no page shows a button that only a script could work', async ({ page, staffApi }) => {
    // A subtitle long enough for the card's Read more / Read less toggle.
    const blog = await staffApi.publishBlog({
      title: `No dead buttons ${Date.now()}`,
      subTitle: 'Long. '.repeat(40),
    });
    const routes = [
      '/',
      '/about',
      '/pictures',
      '/media',
      '/blogs',
      `/blog/${blog._id}`,
      '/COPD',
      '/enquiry',
      '/privacy',
      '/signin',
    ];
    for (const path of routes) {
      await page.goto(path);
      // Every button on the page, the header, navbar and footer as well as the page's own.
      const dead = await page.locator('body button:visible').evaluateAll((buttons) =>
        (buttons as HTMLButtonElement[])
          // The browser works these itself: a form's submit button posts the form, and a
          // button naming a popover (a navbar menu, site-navbar.tsx) shows and hides it.
          .filter((button) => !(button.type === 'submit' && button.form?.method === 'post'))
          .filter((button) => !button.popoverTargetElement)
          .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim()),
      );
      expect(dead, path).toEqual([]);
    }
  });
});

test('with JavaScript on, the enquiry page sends like the popup and thanks the visitor', async ({
  page,
  site,
  staffApi,
}) => {
  const name = `Enquiry Page ${Date.now()}`;
  await site.skipEnquiryPopup();
  await site.openInteractive('/enquiry');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Phone', { exact: true }).fill('9876505678');
  await page.getByLabel('Message', { exact: true }).fill('Snoring');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you! We will contact you soon.');
  await expect(page).toHaveURL(/\/enquiry$/);
  expect((await staffApi.forms()).some((enquiry) => enquiry.name === name)).toBe(true);
  expect(site.errors).toEqual([]);
});
