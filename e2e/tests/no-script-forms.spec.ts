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
    staffApi,
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
    const stored = await staffApi.forms();
    expect(stored.find((enquiry) => enquiry.name === name)).toMatchObject({
      phone: '9876501234',
      message: 'Breathless on stairs',
    });
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
    await staffApi.publishBlog({
      title: `No dead buttons ${Date.now()}`,
      subTitle: 'Long. '.repeat(40),
    });
    for (const path of ['/', '/about', '/pictures', '/media', '/blogs', '/COPD', '/enquiry']) {
      await page.goto(path);
      const dead = await page.locator('main button:visible').evaluateAll((buttons) =>
        (buttons as HTMLButtonElement[])
          // A form's submit button works: the browser posts the form.
          .filter((button) => !(button.type === 'submit' && button.form?.method === 'post'))
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
