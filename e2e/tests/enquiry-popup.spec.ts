import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

for (const width of [375, 800, 1280]) {
  test.describe(`enquiry popup at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.beforeEach(async ({ site, enquiry }) => {
      await enquiry.installClock();
      await site.openInteractive('/COPD');
      await enquiry.pauseClock();
    });

    test('appears 7000 ms after the first scroll past 100 px, as a modal dialog that takes focus', async ({
      enquiry,
      chrome,
      page,
    }) => {
      await enquiry.runFor(20_000);
      await expect(enquiry.dialog()).toHaveCount(0);
      await enquiry.scrollTo(300);
      await enquiry.runFor(6999);
      await expect(enquiry.dialog()).toHaveCount(0);
      await enquiry.runFor(1);
      await expect(enquiry.dialog()).toBeVisible();
      await expect(enquiry.dialog()).toHaveAttribute('aria-modal', 'true');
      await expect(enquiry.dialog()).toBeFocused();
      await expect(enquiry.dialog()).toContainText(
        "Drop a quick message and we'll get back to you!",
      );
      await expect(enquiry.dialog().getByRole('link', { name: /Privacy notice/ })).toHaveAttribute(
        'href',
        '/privacy',
      );

      // Above the WhatsApp button and clear of it.
      const dialogBox = (await enquiry.dialog().boundingBox())!;
      const whatsappBox = (await chrome.whatsapp().boundingBox())!;
      const overlaps =
        dialogBox.x < whatsappBox.x + whatsappBox.width &&
        whatsappBox.x < dialogBox.x + dialogBox.width &&
        dialogBox.y < whatsappBox.y + whatsappBox.height &&
        whatsappBox.y < dialogBox.y + dialogBox.height;
      expect(overlaps).toBe(false);
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.href ?? '',
        {
          x: whatsappBox.x + whatsappBox.width / 2,
          y: whatsappBox.y + whatsappBox.height / 2,
        },
      );
      expect(onTop).not.toContain('wa.me');

      // Focus is trapped: Tab from the last control comes back to the first.
      await enquiry.sendButton().focus();
      await page.keyboard.press('Tab');
      await expect(enquiry.closeButton()).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(enquiry.sendButton()).toBeFocused();
      expect(await chrome.hasHorizontalScroll()).toBe(false);
    });

    test('closed by Escape it does not come back, not even after a reload', async ({
      enquiry,
      site,
      page,
    }) => {
      await enquiry.bringUp();
      await page.keyboard.press('Escape');
      await expect(enquiry.dialog()).toHaveCount(0);
      await enquiry.scrollTo(0);
      await enquiry.scrollTo(500);
      await enquiry.runFor(10_000);
      await expect(enquiry.dialog()).toHaveCount(0);

      await site.openInteractive('/COPD');
      await enquiry.scrollTo(500);
      await enquiry.runFor(10_000);
      await expect(enquiry.dialog()).toHaveCount(0);
    });

    test('validation messages sit by their fields and clear when a field is edited', async ({
      enquiry,
    }) => {
      await enquiry.bringUp();
      await enquiry.sendButton().click();
      await expect(enquiry.field('Name')).toHaveAccessibleDescription('Name is required');
      await expect(enquiry.field('Phone')).toHaveAccessibleDescription('Phone number is required');
      await expect(enquiry.field('Message')).toHaveAccessibleDescription('Message is required');
      await expect(enquiry.field('Name')).toBeFocused();

      await enquiry.field('Phone').fill('98765');
      await expect(enquiry.field('Phone')).toHaveAccessibleDescription('');
      await expect(enquiry.field('Name')).toHaveAttribute('aria-invalid', 'true');
      await enquiry.sendButton().click();
      await expect(enquiry.field('Phone')).toHaveAccessibleDescription(
        'Phone number must be exactly 10 digits',
      );
    });
  });
}

test.describe('enquiry popup sending', () => {
  test.beforeEach(async ({ site, enquiry }) => {
    await enquiry.installClock();
    await site.openInteractive('/COPD');
    await enquiry.pauseClock();
  });

  test('an enquiry sent from the popup is in the database; the popup thanks, then closes after 2000 ms', async ({
    enquiry,
    staffApi,
    page,
  }) => {
    await enquiry.bringUp();
    const name = `Popup visitor ${test.info().testId}`;
    await enquiry.fill({
      name: `  ${name} `,
      phone: '9876501234',
      message: 'Breathless on stairs',
    });
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/v1/form')),
      enquiry.sendButton().click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(enquiry.dialog().getByText('Thank you! We will contact you soon.')).toBeVisible();
    await enquiry.runFor(1999);
    await expect(enquiry.dialog()).toBeVisible();
    await enquiry.runFor(1);
    await expect(enquiry.dialog()).toHaveCount(0);

    const stored = (await staffApi.forms()).find((form) => form.name === name);
    expect(stored).toMatchObject({ name, phone: '9876501234', message: 'Breathless on stairs' });
  });

  test("a server failure shows the server's message and keeps what was typed", async ({
    enquiry,
    page,
  }) => {
    await enquiry.bringUp();
    await page.route('**/api/v1/form', (route) =>
      route.fulfill({ status: 500, json: { message: 'Enquiries are paused for maintenance' } }),
    );
    const typed = { name: 'Ravi', phone: '9876500000', message: 'Need an appointment' };
    await enquiry.fill(typed);
    await enquiry.sendButton().click();
    await expect(enquiry.dialog().getByRole('alert')).toHaveText(
      'Enquiries are paused for maintenance',
    );
    await expect(enquiry.field('Name')).toHaveValue(typed.name);
    await expect(enquiry.field('Phone')).toHaveValue(typed.phone);
    await expect(enquiry.field('Message')).toHaveValue(typed.message);

    await page.unroute('**/api/v1/form');
    await page.route('**/api/v1/form', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    await enquiry.sendButton().click();
    await expect(enquiry.dialog().getByRole('alert')).toHaveText('Failed to create form');
  });

  test('the close button closes it and focus goes back where it was', async ({
    enquiry,
    chrome,
    page,
  }) => {
    const about = chrome.nav().getByRole('link', { name: 'About', exact: true });
    await about.focus();
    await enquiry.bringUp();
    await expect(enquiry.dialog()).toBeFocused();
    await enquiry.closeButton().click();
    await expect(enquiry.dialog()).toHaveCount(0);
    await expect(about).toBeFocused();
    await expect(page.locator('.site-layout')).not.toHaveAttribute('inert');
  });
});

for (const width of [375, 1280]) {
  test.describe(`accessibility of / with the popup open at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('axe finds nothing serious or critical', async ({ site, enquiry, page }) => {
      await enquiry.installClock();
      await site.openInteractive('/');
      await enquiry.pauseClock();
      await enquiry.bringUp();
      await enquiry.sendButton().click();
      await expect(enquiry.field('Name')).toHaveAttribute('aria-invalid', 'true');
      await enquiry.resumeClock();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
