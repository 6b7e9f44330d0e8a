import { expect, test } from '../support/fixtures';
import { startSite, staffAccount } from '../support/site-server';
import { openLive } from '../support/live-page';

test.describe('staff sign-in (product §2, §5, §8)', () => {
  test('empty fields raise the alert and send nothing', async ({ dashboard, page }) => {
    await dashboard.openSignin();
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/login')) logins.push(request.url());
    });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await dashboard.signInButton().click();
    await dashboard.email().fill('   ');
    await dashboard.password().fill('something');
    await dashboard.signInButton().click();
    expect(alerts).toEqual(['Please fill out all fields', 'Please fill out all fields']);
    expect(logins).toEqual([]);
  });

  test('a wrong password shows the server message in the notice under the form', async ({
    dashboard,
  }) => {
    await dashboard.openSignin();
    await dashboard.fillSignin(staffAccount.email, 'not the password');
    await dashboard.signInButton().click();
    await expect(dashboard.notice()).toHaveText('Invalid email or password');
    await expect(dashboard.signInButton()).toHaveText('Sign In');
    expect(await dashboard.storedToken()).toBeNull();
  });

  test('signing in keeps the token under Bearer and opens the dashboard; /signin then goes there too', async ({
    dashboard,
    page,
    staffApi,
  }) => {
    await dashboard.openSignin();
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(dashboard.password()).toHaveAttribute('type', 'text');
    // Trimmed before sending (product §5).
    await dashboard.fillSignin(`  ${staffAccount.email} `, ` ${staffAccount.password}  `);
    await page.getByRole('checkbox', { name: 'Remember Me' }).check();
    let release: () => void = () => undefined;
    await page.route('**/api/v1/login', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await dashboard.signInButton().click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(dashboard.heading()).toHaveText('Welcome');
    const token = staffApi.adopt(await dashboard.session());
    expect(token).toBeTruthy();
    expect(await staffApi.isSessionLive(token)).toBe(true);

    await page.goto('/signin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(dashboard.heading()).toHaveText('Welcome');
  });

  test('the lock-out after repeated failures shows its 429 message in the notice', async ({
    browser,
  }) => {
    test.slow(); // a server of its own starts first
    const running = await startSite(undefined, { LOGIN_MAX_FAILURES: '2' });
    try {
      const context = await browser.newContext({ baseURL: running.baseURL });
      const page = await context.newPage();
      await openLive(page, '/signin');
      await page.getByLabel('Email').fill(staffAccount.email);
      await page.getByLabel('Password', { exact: true }).fill('wrong password');
      const notice = page.getByRole('alert');
      for (let attempt = 0; attempt < 2; attempt++) {
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(notice).toHaveText('Invalid email or password');
      }
      const locked = page.waitForResponse('**/api/v1/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      expect((await locked).status()).toBe(429);
      await expect(notice).toHaveText(/^Too many failed sign-in attempts\. Please try again in/);
      await context.close();
    } finally {
      await running.stop();
    }
  });
});

test.describe('the protected dashboard (product §2 protection, product §10)', () => {
  test('a signed-out visitor is sent from each dashboard page to /signin', async ({
    dashboard,
    page,
  }) => {
    for (const path of ['/dashboard', '/dashboard/Blogs', '/dashboard/Links', '/dashboard/Forms']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/signin$/);
      await expect(dashboard.heading()).toHaveText('Staff sign in');
      await expect(dashboard.sidebar()).toHaveCount(0);
    }
  });

  test('a token revoked on the server signs the user out at the next call and on reload', async ({
    dashboard,
    page,
    staffApi,
  }) => {
    await dashboard.signIn();
    await staffApi.signOut((await dashboard.storedToken())!);
    await dashboard.goTo('Forms');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(dashboard.notice()).toHaveText('Your sign-in is not valid. Please sign in again.');
    expect(await dashboard.storedToken()).toBeNull();

    await dashboard.signIn();
    await staffApi.signOut((await dashboard.storedToken())!);
    await page.reload();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await dashboard.storedToken()).toBeNull();
  });

  test('Logout revokes the token and returns to /; Back does not show the dashboard', async ({
    dashboard,
    site,
    page,
    staffApi,
  }) => {
    await dashboard.signIn();
    await dashboard.goTo('Links');
    await expect(dashboard.heading()).toHaveText('Social Links');
    // Taken before Logout clears it: the session itself must be over, not only the cookie gone.
    const token = staffApi.adopt(await dashboard.session());
    expect(await staffApi.isSessionLive(token)).toBe(true);
    const logout = page.waitForResponse('**/api/v1/logout');
    await dashboard.logout();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await dashboard.storedToken()).toBeNull();
    expect(await staffApi.isSessionLive(token)).toBe(false);
    expect((await dashboard.session()).cookie).toBe('');
    expect(await site.storeState()).toMatchObject({
      user: { isAuthenticated: false, user: null },
    });

    await page.goBack();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(dashboard.sidebar()).toHaveCount(0);
    await expect(dashboard.heading()).toHaveText('Staff sign in');
  });

  test('the sidebar marks the current page and folds behind a Menu toggle on a phone', async ({
    dashboard,
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await dashboard.signIn();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dashboard.sidebarLink('Links')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dashboard.sidebarLink('Dashboard')).toHaveAttribute('aria-current', 'page');
    await dashboard.goTo('Links');
    await expect(dashboard.heading()).toHaveText('Social Links');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(dashboard.sidebarLink('Links')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await expect(dashboard.sidebarLink('Links')).toBeHidden();
  });
});
