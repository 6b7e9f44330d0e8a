import { expect, test } from '../support/fixtures';
import { waitUntilLive } from '../support/live-page';
import { appState, holdPageCode, openAsItShows, slowCpu } from '../support/slow-phone';
import { staffAccount } from '../support/site-server';

/**
 * A visitor who acts the moment the page shows, on a slow phone: before its code is live. Every
 * action here is made on the server's HTML (the test checks the page is not live yet) and must
 * have its effect once the page is live, without being repeated.
 */
test.describe('what a visitor does before the page is live is kept', () => {
  test.beforeEach(async ({ page, site }) => {
    // The CPU is slowed 4x on purpose: each test gets three times the usual time to match.
    test.slow();
    await slowCpu(page);
    // `site` from the start: it records console errors (hydration warnings among them).
    expect(site.errors).toEqual([]);
  });

  test.afterEach(async ({ site }) => {
    expect(site.errors).toEqual([]);
  });

  test('/signin: a quick sign-in is sent to the API by POST, never in the address', async ({
    page,
  }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    const login = page.waitForRequest((request) => request.url().endsWith('/api/v1/login'));

    const letCodeIn = await holdPageCode(page);
    await openAsItShows(page, '/signin');
    await page.getByLabel('Email').fill(staffAccount.email);
    await page.getByLabel('Password', { exact: true }).fill(staffAccount.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await appState(page)).toBe('starting');
    letCodeIn();

    expect((await login).method()).toBe('POST');
    expect((await login).postDataJSON()).toMatchObject({
      email: staffAccount.email,
      password: staffAccount.password,
    });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
    const leaked = addresses.filter((address) =>
      address.includes(encodeURIComponent(staffAccount.password)),
    );
    expect(leaked).toEqual([]);
  });

  test('/signin: the show/hide toggle and Remember Me answer a quick tap', async ({ page }) => {
    const letCodeIn = await holdPageCode(page);
    await openAsItShows(page, '/signin');
    await page.getByLabel('Password', { exact: true }).fill('a secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByText('Remember Me').click();
    expect(await appState(page)).toBe('starting');
    letCodeIn();
    await waitUntilLive(page);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('a secret');
  });

  test('/pictures: a photo tapped at once opens the viewer at that photo', async ({ page }) => {
    const letCodeIn = await holdPageCode(page);
    await openAsItShows(page, '/pictures');
    await page.getByRole('main').getByRole('listitem').getByRole('link').nth(3).click();
    expect(await appState(page)).toBe('starting');
    letCodeIn();
    // The page's largest hydration, 4x slowed on a busy machine, can outlast one expect timeout.
    await waitUntilLive(page);
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.getByText('4/6')).toBeVisible();
    await expect(page).toHaveURL(/\/pictures$/);
  });

  test('the home gallery: a photo tapped at once opens the viewer', async ({ page }) => {
    const letCodeIn = await holdPageCode(page);
    await openAsItShows(page, '/');
    await page.getByRole('region', { name: 'Image Gallery' }).getByRole('link').nth(1).click();
    expect(await appState(page)).toBe('starting');
    letCodeIn();
    await waitUntilLive(page);
    await expect(page.getByRole('dialog', { name: 'Photo viewer' }).getByText('2/6')).toBeVisible();
  });

  test('/about: Next moves the slideshow on; meanwhile the page shows it is starting', async ({
    page,
  }) => {
    const letCodeIn = await holdPageCode(page);
    await openAsItShows(page, '/about');
    const slideshow = page.getByRole('region', { name: /^Pictures of/ });
    await slideshow.getByRole('button', { name: 'Next slide' }).click();
    const shown = await page.evaluate(() => ({
      state: document.documentElement.getAttribute('data-app'),
      cursor: getComputedStyle(document.documentElement).cursor,
    }));
    expect(shown).toEqual({ state: 'starting', cursor: 'progress' });
    letCodeIn();
    await waitUntilLive(page);
    await expect(slideshow.locator('button[aria-current="true"]')).toHaveAttribute(
      'aria-label',
      'Show slide 2',
    );
  });

  test('/blogs: words typed at once stay in the box and filter the list', async ({
    page,
    staffApi,
  }) => {
    const word = `Replay${Date.now()}`;
    await staffApi.publishBlog({ title: `${word} breathing exercises`, subTitle: 'Kept.' });
    await staffApi.publishBlog({ title: `Other ${Date.now()}`, subTitle: 'Filtered out.' });
    const letCodeIn = await holdPageCode(page);
    await openAsItShows(page, '/blogs');
    await page.getByLabel('Search blogs').pressSequentially(word);
    expect(await appState(page)).not.toBe('live');
    letCodeIn();
    await waitUntilLive(page);
    await expect(page.getByLabel('Search blogs')).toHaveValue(word);
    await expect(page.getByRole('heading', { name: `${word} breathing exercises` })).toBeVisible();
    await expect(page.getByText('Filtered out.')).toHaveCount(0);
  });

  test('the navbar: a menu opened at once is open once the page is live', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const letCodeIn = await holdPageCode(page);
    await openAsItShows(page, '/COPD');
    const treatments = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Treatments' });
    await treatments.click();
    expect(await appState(page)).toBe('starting');
    letCodeIn();
    await waitUntilLive(page);
    await expect(treatments).toHaveAttribute('aria-expanded', 'true');
  });

  test('the mobile menu: a tap on Menu opens it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const letCodeIn = await holdPageCode(page);
    await openAsItShows(page, '/COPD');
    const menu = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await appState(page)).toBe('starting');
    letCodeIn();
    await waitUntilLive(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test("/signin: a tap on a field's label puts the caret there at once, and it stays", async ({
    page,
  }) => {
    const letCodeIn = await holdPageCode(page);
    await openAsItShows(page, '/signin');
    await page.locator('label', { hasText: /^Email$/ }).click();
    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    await page.keyboard.type(staffAccount.email);
    expect(await appState(page)).not.toBe('live');
    letCodeIn();
    await waitUntilLive(page);
    await expect(email).toBeFocused();
    await expect(email).toHaveValue(staffAccount.email);
  });
});

test('a page whose code never goes live lets a held tap act as the browser would, in seconds', async ({
  page,
}) => {
  test.slow();
  // The page's code arrives but does nothing (as a shell that throws before its page commits).
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.endsWith('/start-after-load.js'),
    (route) => route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await openAsItShows(page, '/COPD');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Send an enquiry' }).click();
  expect(await appState(page)).toBe('starting');
  await expect(page).toHaveURL(/\/enquiry$/, { timeout: 20_000 });
});

test('/enquiry: what a visitor adds to a form the server sent back is kept', async ({ page }) => {
  // The answer to a refused form is a 400, which the console reports; nothing else is checked here.
  await slowCpu(page);
  const letCodeIn = await holdPageCode(page);
  await openAsItShows(page, '/enquiry');
  await page.getByLabel('Name', { exact: true }).fill('Kept Edits');
  await page.getByLabel('Phone', { exact: true }).fill('12345');
  await page.getByLabel('Message', { exact: true }).fill('Cough');
  // Sent by the browser itself (as with scripts off): the answer is the form, filled in.
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.locator('form[action="/enquiry"]').evaluate((form: HTMLFormElement) => form.submit());
  expect((await answered).status()).toBe(400);
  const message = page.getByLabel('Message', { exact: true });
  await expect(message).toHaveValue('Cough');
  await message.press('End');
  await message.pressSequentially(' at night');
  expect(await appState(page)).not.toBe('live');
  letCodeIn();
  await waitUntilLive(page);
  await expect(message).toHaveValue('Cough at night');
});
