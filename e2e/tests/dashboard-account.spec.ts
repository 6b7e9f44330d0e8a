import { expectNoSeriousViolations } from '../support/accessibility';
import { waitUntilLive } from '../support/live-page';
import { staffAccount } from '../support/site-server';
import { expect, test } from '../support/fixtures';

/**
 * The Account page (issue 31): the staff member's sessions and password. On a server of its own:
 * signing out every other session would end the sessions of tests running beside it.
 */
test.describe('dashboard: Account', () => {
  test('lists this browser and another session, signs the others out, and refuses a wrong current password', async ({
    page,
    isolatedSite,
    isolatedStaffApi: api,
  }) => {
    const base = isolatedSite.baseURL;
    const elsewhere = await api.signIn();

    await page.goto(`${base}/signin`);
    await waitUntilLive(page);
    await page.getByLabel('Email').fill(staffAccount.email);
    await page.getByLabel('Password', { exact: true }).fill(staffAccount.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Account' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
    const sessions = page.getByRole('table', { name: 'Your sessions' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await expect(sessions.getByRole('cell', { name: /\(this browser\)$/ })).toHaveCount(1);
    await expectNoSeriousViolations(page, 'axe on the Account page');

    // By keyboard: the button is reached and pressed without a pointer.
    await page.getByRole('button', { name: 'Sign out all other sessions' }).focus();
    await page.keyboard.press('Enter');
    await expect(sessions.getByRole('row')).toHaveCount(2);
    expect(await api.isSessionLive(elsewhere)).toBe(false);
    await expect(page.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();

    await page.getByLabel('Current password', { exact: true }).fill('not the password');
    await page.getByLabel('New password', { exact: true }).fill('a brand new password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription(
      'The current password is not correct',
    );
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue(
      'a brand new password',
    );
    // Still signed in: a wrong password is not a lost session.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
  });
});
