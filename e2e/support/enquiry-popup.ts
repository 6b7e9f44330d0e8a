import { expect, type Page } from '@playwright/test';

/** A fixed start for the page clock; the popup's timers run only when a test says so. */
const clockStart = new Date('2026-03-02T10:00:00+05:30');

/** The enquiry popup, driven through the page clock (never by waiting in real time). */
export class EnquiryPopup {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'For Enquiry' });
  }

  field(label: 'Name' | 'Phone' | 'Message') {
    return this.dialog().getByLabel(label, { exact: true });
  }

  sendButton() {
    return this.dialog().getByRole('button', { name: 'Send Message' });
  }

  closeButton() {
    return this.dialog().getByRole('button', { name: 'Close enquiry form' });
  }

  /** Call before the page opens: the page's timers then follow `clock`. */
  installClock() {
    return this.page.clock.install({ time: clockStart });
  }

  /** Once the page is interactive: stop the clock, so only `runFor` moves it. */
  pauseClock() {
    return this.page.clock.pauseAt(new Date(clockStart.getTime() + 60_000));
  }

  /**
   * Scrolls the page to `y` and returns once the browser has delivered the scroll event (a
   * listener added now runs after the app's own, added at hydration).
   */
  scrollTo(y: number) {
    return this.page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo({ top, behavior: 'instant' });
        }),
      y,
    );
  }

  /** Lets time flow again (tools such as axe wait on timers of their own). */
  resumeClock() {
    return this.page.clock.resume();
  }

  runFor(ms: number) {
    return this.page.clock.runFor(ms);
  }

  /** The visitor scrolls past 100 px and 7 s pass: the popup is there. */
  async bringUp() {
    await this.scrollTo(300);
    await this.runFor(7000);
    await expect(this.dialog()).toBeVisible();
  }

  async fill(values: { name: string; phone: string; message: string }) {
    await this.field('Name').fill(values.name);
    await this.field('Phone').fill(values.phone);
    await this.field('Message').fill(values.message);
  }
}
