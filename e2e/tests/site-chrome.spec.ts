import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { SiteChrome } from '../support/site-chrome';

const widths = [375, 800, 1280] as const;

for (const width of widths) {
  const wide = width >= 1024;

  test.describe(`site chrome at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('header: phone with +91, e-mail, maps and social profiles in a new tab, Book Appointment', async ({
      site,
      chrome,
      page,
    }) => {
      await site.openInteractive('/');
      const header = chrome.header();
      await expect(header).toBeVisible();
      expect((await header.boundingBox())?.height).toBe(40);

      await expect(chrome.headerLink(/^Call /)).toHaveAttribute('href', /^tel:\+91\d{10}$/);
      await expect(chrome.headerLink(/^Email /)).toHaveAttribute('href', /^mailto:.+@.+/);
      for (const name of [
        /^Map: .*Clinic/,
        /^Map: .*Hospital/,
        /YouTube/,
        /Facebook/,
        /Instagram/,
      ]) {
        const link = chrome.headerLink(name);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
      }
      await expect(chrome.headerLink('Book Appointment')).toHaveAttribute(
        'href',
        '/about#qualifications',
      );

      // Icons only below 1024 px, the text from there; every link named either way.
      for (const name of [/^Call /, /^Email /, /^Map: .*Clinic/, 'Book Appointment']) {
        const textWidth = await chrome.headerTextWidth(name);
        if (wide) expect(textWidth, String(name)).toBeGreaterThan(20);
        else expect(textWidth, String(name)).toBeLessThanOrEqual(1);
      }

      // Fixed: still at the top after scrolling, the navbar right under it.
      await page.evaluate(() => window.scrollTo(0, 400));
      expect((await header.boundingBox())?.y).toBe(0);
      expect((await chrome.nav().boundingBox())?.y).toBe(40);
      expect(await chrome.hasHorizontalScroll()).toBe(false);
    });

    test('no sideways scrolling on the pages with the longest chrome and text', async ({
      site,
      chrome,
    }) => {
      for (const path of ['/', '/COPD', '/Polysomnography', '/blogs', '/nope']) {
        await site.open(path);
        expect(await chrome.hasHorizontalScroll(), path).toBe(false);
      }
    });

    test('footer: about text, logo, social, phone, maps, e-mail, dashboard, privacy and credit links', async ({
      site,
      chrome,
    }) => {
      await site.open('/about');
      const footer = chrome.footer();
      await expect(footer.getByRole('img', { name: 'Panchkula Chest Clinic' })).toBeVisible();
      await expect(
        footer.getByText(/Chest and lung care in Sector 20, Panchkula, with allergy testing/),
      ).toBeVisible();
      await expect(footer.getByRole('link', { name: /^Call / })).toHaveAttribute(
        'href',
        /^tel:\+91/,
      );
      await expect(footer.getByRole('link', { name: /^Email / })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await expect(footer.getByRole('link', { name: /^Map: / })).toHaveCount(2);
      for (const name of [/YouTube/, /Facebook/, /Instagram/, /^Map: /, /Clinic Web Team/])
        for (const link of await footer.getByRole('link', { name }).all()) {
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
      await expect(footer.getByRole('link', { name: /All rights reserved/ })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
    });

    test('WhatsApp click-to-chat: the clinic number, a greeting, a new tab', async ({
      site,
      chrome,
    }) => {
      await site.open('/COPD');
      const whatsapp = chrome.whatsapp();
      await expect(whatsapp).toBeVisible();
      await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}\?text=\S+$/);
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });
}

test.describe('navbar from 1024 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('dropdowns hold 22 treatments (the /Lung heading first), 20 procedures and the media pages', async ({
    site,
    chrome,
  }) => {
    await site.openInteractive('/');
    await expect(chrome.menuButton('Menu')).toBeHidden();
    const treatments = await chrome.openMenu('Treatments');
    await expect(treatments.getByRole('link')).toHaveCount(22);
    await expect(treatments.getByRole('link').first()).toHaveAttribute('href', '/Lung');
    // The spec's menu link carries a trailing space; the link is the trimmed path.
    const procedures = await chrome.openMenu('Procedures');
    await chrome.expectClosed('Treatments');
    await expect(procedures.getByRole('link')).toHaveCount(20);
    await expect(procedures.getByRole('link', { name: 'Intercostal Drainage' })).toHaveAttribute(
      'href',
      '/IntercostalDrainage',
    );
    const media = await chrome.openMenu('Media');
    await chrome.expectClosed('Procedures');
    await expect(media.getByRole('link', { name: 'Pictures Gallery' })).toHaveAttribute(
      'href',
      '/Pictures',
    );
    await expect(media.getByRole('link', { name: 'Videos and Media' })).toHaveAttribute(
      'href',
      '/media',
    );
    for (const [name, href] of [
      ['About', '/about'],
      ['Blogs', '/blogs'],
      ['Book Appointment', '/about#qualifications'],
    ] as const)
      await expect(chrome.nav().getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    await expect(
      chrome.nav().getByRole('link', { name: 'Panchkula Chest Clinic' }),
    ).toHaveAttribute('href', '/');
  });

  test('hover opens a dropdown and leaving closes it', async ({ site, chrome, page }) => {
    await site.openInteractive('/');
    await chrome.menuButton('Procedures').hover();
    await expect(chrome.menuButton('Procedures')).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 700);
    await chrome.expectClosed('Procedures');
  });

  test('Escape closes the open dropdown and focus returns to its button', async ({
    site,
    chrome,
    page,
  }) => {
    await site.openInteractive('/');
    await chrome.menuButton('Treatments').focus();
    await page.keyboard.press('Enter');
    const treatments = await chrome.menuPanel('Treatments');
    await expect(treatments).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(treatments.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await chrome.expectClosed('Treatments');
    await expect(chrome.menuButton('Treatments')).toBeFocused();
  });

  test('a click outside the navigation closes it; a menu link navigates and closes it', async ({
    site,
    chrome,
    page,
  }) => {
    await site.openInteractive('/');
    await chrome.openMenu('Media');
    await site.heading().click();
    await chrome.expectClosed('Media');

    const treatments = await chrome.openMenu('Treatments');
    await treatments.getByRole('link', { name: 'Fever Treatment' }).click();
    await expect(site.heading()).toHaveText('Fever Treatment');
    await chrome.expectClosed('Treatments');
    await expect(
      chrome.nav().locator('a[aria-current="page"]'),
      'the current page is marked in the menu',
    ).toHaveAttribute('href', '/Fever');
    await expect(page).toHaveURL(/\/Fever$/);
  });
});

for (const width of [375, 800]) {
  test.describe(`full-screen menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the hamburger opens Home, About, Treatments, Procedures, Media and Blogs', async ({
      site,
      chrome,
      page,
    }) => {
      await site.openInteractive('/about');
      await expect(chrome.nav().getByRole('link', { name: 'About', exact: true })).toBeHidden();
      const menu = await chrome.openMenu('Menu');
      expect((await menu.boundingBox())?.width).toBe(width);
      await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(menu.getByRole('link', { name: 'Blogs' })).toBeVisible();
      for (const section of ['Treatments', 'Procedures', 'Media'] as const)
        await expect(chrome.menuButton(section)).toHaveAttribute('aria-expanded', 'false');
      // The psychiatry links are off in the shipped clinic config.
      await expect(menu.getByRole('button', { name: 'Psychiatry' })).toHaveCount(0);
      expect(await chrome.hasHorizontalScroll()).toBe(false);

      const treatments = await chrome.openMenu('Treatments');
      await expect(treatments.getByRole('link')).toHaveCount(22);
      const procedures = await chrome.openMenu('Procedures');
      await expect(procedures.getByRole('link')).toHaveCount(20);
      await chrome.expectClosed('Treatments');
      await procedures.getByRole('link', { name: 'Bronchoscopy' }).click();
      await expect(site.heading()).toHaveText('Bronchoscopy');
      await chrome.expectClosed('Menu');
      await expect(page).toHaveURL(/\/Bronchoscopy$/);
    });

    test('Escape closes the menu and focus returns to the hamburger', async ({
      site,
      chrome,
      page,
    }) => {
      await site.openInteractive('/');
      await chrome.openMenu('Menu');
      await chrome.openMenu('Media');
      await page.keyboard.press('Escape');
      await chrome.expectClosed('Menu');
      await expect(chrome.menuButton('Menu')).toBeFocused();
    });
  });
}

test('header, footer, popup and WhatsApp are absent under /dashboard', async ({
  site,
  chrome,
  request,
  page,
}) => {
  const token = await site.signInStaff();
  const html = await (
    await request.get('/dashboard', { headers: { Authorization: `Bearer ${token}` } })
  ).text();
  // The markup, not the text: the page's inline CSS names the chrome's classes.
  expect(html).not.toMatch(/<header[\s>]/);
  expect(html).not.toMatch(/href="https:\/\/wa\.me/);

  await page.clock.install();
  await site.openInteractive('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(site.heading()).toBeVisible();
  await expect(chrome.header()).toHaveCount(0);
  await expect(chrome.footer()).toHaveCount(0);
  await expect(chrome.whatsapp()).toHaveCount(0);
  await page.mouse.wheel(0, 500);
  await page.clock.runFor(10_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('with JavaScript off the header, every navbar link and the footer are in the HTML', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto('/COPD');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('banner').getByRole('link', { name: /^Call / })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
  // Links inside the closed menus are there, found by address.
  await expect(nav.locator('a[href="/Lung"]')).toHaveCount(1);
  await expect(nav.locator('a[href="/Tuberculosis"]')).toHaveCount(1);
  await expect(nav.locator('a[href="/Polysomnography"]')).toHaveCount(1);
  await expect(nav.locator('a[href="/Pictures"]')).toHaveCount(1);
  await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/COPD');
  // CSS alone opens a dropdown on hover.
  await nav.getByRole('button', { name: 'Procedures' }).hover();
  await expect(nav.getByRole('link', { name: 'Bronchoscopy' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /All rights/ }),
  ).toBeVisible();

  // Small screens: focus opens the menu and its sections in place of the script.
  await page.setViewportSize({ width: 375, height: 800 });
  await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('button', { name: 'Treatments' }).click();
  await nav.getByRole('link', { name: 'Fever Treatment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fever Treatment');
  await context.close();
});

test('with JavaScript off a menu opens from its button alone, with no focus, and a tap outside closes it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  const chrome = new SiteChrome(page);
  const focused = () => page.evaluate(() => document.activeElement?.tagName);
  await page.goto('/COPD');
  // A dispatched click does what the button does and leaves focus where it was: what a tap in
  // Safari or iOS does, where CSS :focus-within alone never opens a menu.
  await chrome.menuButton('Menu').dispatchEvent('click');
  await expect(await chrome.menuPanel('Menu')).toBeVisible();
  await chrome.menuButton('Treatments').dispatchEvent('click');
  const fever = chrome.nav().getByRole('link', { name: 'Fever Treatment' });
  await expect(fever).toBeVisible();
  expect(await focused()).toBe('BODY');
  await fever.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fever Treatment');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.mouse.move(2, 790);
  const bronchoscopy = chrome.nav().getByRole('link', { name: 'Bronchoscopy' });
  await expect(bronchoscopy).toBeHidden();
  await chrome.menuButton('Procedures').dispatchEvent('click');
  await expect(bronchoscopy).toBeVisible();
  expect(await focused()).toBe('BODY');
  const address = page.url();
  await page.mouse.click(2, 790);
  await expect(bronchoscopy).toBeHidden();
  expect(page.url()).toBe(address);
  await context.close();
});

for (const width of [375, 1280]) {
  test.describe(`accessibility of / with the menu open at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('axe finds nothing serious or critical', async ({ site, chrome, page }) => {
      await site.openInteractive('/');
      if (width < 1024) await chrome.openMenu('Menu');
      await chrome.openMenu('Treatments');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
