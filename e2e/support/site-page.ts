import { expect, type Page } from '@playwright/test';
import { openLive } from './live-page';
import { signInInBrowser } from './staff-api';

/** The public site as a visitor sees it: the shell's chrome around a remote's page. */
export class SitePage {
  /** Console errors and uncaught exceptions (CSP violations among them) since the page opened. */
  readonly errors: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
    page.on('pageerror', (error) => this.errors.push(error.message));
  }

  async open(path: string) {
    const response = await this.page.goto(path);
    return response;
  }

  /**
   * Opens a page and waits until its remote's code has arrived and taken over the server's
   * HTML, for tests that interact with the page rather than read it.
   */
  openInteractive(path: string) {
    return openLive(this.page, path);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async expectShellChrome() {
    await expect(this.page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(this.page.getByRole('banner')).toBeVisible();
    await expect(this.page.getByRole('contentinfo')).toBeVisible();
  }

  async expectRegionUnavailable() {
    await expect(
      this.page.getByRole('heading', { name: 'This section is not available right now' }),
    ).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Try again' })).toBeVisible();
  }

  retry() {
    return this.page.getByRole('button', { name: 'Try again' }).click();
  }

  async navigateTo(linkName: string) {
    await this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: linkName, exact: true })
      .click();
  }

  /**
   * Marks the enquiry popup as already seen this visit, for tests that scroll and then stay on a
   * page longer than its 7 s delay (the popup is modal: it would take the clicks).
   */
  async skipEnquiryPopup() {
    await this.page.addInitScript(() => sessionStorage.setItem('clinic.enquiryPopupSeen', '1'));
  }

  /**
   * Signs staff in for this browser without the form: the session cookie in its cookie jar and
   * the token where the dashboard keeps it (product §6: localStorage key Bearer). The token.
   */
  signInStaff(): Promise<string> {
    return signInInBrowser(this.page);
  }

  /** The store's state, read through the shell's diagnostics hook. */
  async storeState(): Promise<Record<string, unknown>> {
    // The server's HTML is on screen before the shell's code runs; the hook arrives with it.
    await this.page.waitForFunction(() => '__clinic' in window);
    return this.page.evaluate(() =>
      (
        window as unknown as { __clinic: { getState(): Record<string, unknown> } }
      ).__clinic.getState(),
    );
  }
}
