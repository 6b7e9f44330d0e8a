import { expect, type Locator, type Page } from '@playwright/test';
import { openLive } from './live-page';
import { staffAccount } from './site-server';
import { SESSION_COOKIE } from './staff-api';

/** The staff side of the site: /signin and the protected dashboard. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  /** Opens /signin and waits until the form is live (server HTML arrives before the code). */
  async openSignin() {
    await openLive(this.page, '/signin');
  }

  email() {
    return this.page.getByLabel('Email');
  }

  password() {
    return this.page.getByLabel('Password', { exact: true });
  }

  signInButton() {
    return this.page.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ });
  }

  /** The bordered failure notice under the form. */
  notice() {
    return this.page.getByRole('alert');
  }

  async fillSignin(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
  }

  /** Signs in through the form with the server's staff account and waits for the welcome page. */
  async signIn(account: { email: string; password: string } = staffAccount) {
    await this.openSignin();
    await this.fillSignin(account.email, account.password);
    await this.signInButton().click();
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.heading()).toHaveText('Welcome');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  sidebar() {
    return this.page.getByRole('navigation', { name: 'Dashboard' });
  }

  /** A sidebar entry by its visible label (the Forms entry may carry its badge's words too). */
  sidebarLink(label: 'Dashboard' | 'Blogs' | 'Links' | 'Forms') {
    return this.sidebar().getByRole('link', { name: new RegExp(`^${label}\\b`) });
  }

  async goTo(label: 'Dashboard' | 'Blogs' | 'Links' | 'Forms') {
    await this.sidebarLink(label).click();
  }

  async logout() {
    await this.sidebar().getByRole('button', { name: 'Logout' }).click();
  }

  /** The token the dashboard keeps (product §6: localStorage key Bearer). */
  storedToken(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('Bearer'));
  }

  /**
   * This browser's session as the API sees it: the stored token and the HttpOnly cookie beside
   * it (no page script can read the cookie; the test can), for `StaffApi.adopt`.
   */
  async session(): Promise<{ token: string; cookie: string }> {
    const cookie = (await this.page.context().cookies()).find(
      (candidate) => candidate.name === SESSION_COOKIE,
    );
    return {
      token: (await this.storedToken()) ?? '',
      cookie: cookie ? `${cookie.name}=${cookie.value}` : '',
    };
  }

  notifications(): Locator {
    return this.page.getByRole('region', { name: 'Notifications' });
  }

  async expectToast(text: string) {
    await expect(
      // The latest of them: an earlier toast with the same words may still be on its way out.
      this.notifications().getByRole('listitem').filter({ hasText: text }).last(),
    ).toBeVisible();
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  confirmDialog() {
    return this.page.getByRole('alertdialog', { name: 'Confirm Delete' });
  }

  // Links (/dashboard/Links)

  linkGroup(label: string) {
    return this.page.getByRole('region', { name: label });
  }

  async addLink(categoryLabel: string, url: string) {
    await this.page.getByRole('button', { name: 'Add Link' }).click();
    const dialog = this.dialog('Add Link');
    await dialog.getByLabel('Category').selectOption({ label: categoryLabel });
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByRole('button', { name: 'Save Link' }).click();
  }

  async deleteRow(row: Locator) {
    await row.getByRole('button', { name: /^Delete/ }).click();
    await this.confirmDialog().getByRole('button', { name: 'Delete' }).click();
  }

  // Forms (/dashboard/Forms)

  formRows() {
    return this.page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }
}
