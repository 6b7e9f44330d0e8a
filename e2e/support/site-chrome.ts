import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's chrome as a visitor meets it: the fixed header, the main navigation, the footer. */
export class SiteChrome {
  constructor(readonly page: Page) {}

  header() {
    return this.page.getByRole('banner');
  }

  nav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  footer() {
    return this.page.getByRole('contentinfo');
  }

  whatsapp() {
    return this.page.getByRole('link', { name: /WhatsApp/ });
  }

  headerLink(name: string | RegExp) {
    return this.header().getByRole('link', { name });
  }

  /** A dropdown's (or a mobile-menu section's) button in the main navigation. */
  menuButton(name: 'Treatments' | 'Procedures' | 'Media' | 'Menu') {
    return this.nav().getByRole('button', { name, exact: true });
  }

  /** The list a menu button controls. */
  async menuPanel(name: 'Treatments' | 'Procedures' | 'Media' | 'Menu'): Promise<Locator> {
    const id = await this.menuButton(name).getAttribute('aria-controls');
    return this.page.locator(`[id="${id}"]`);
  }

  async openMenu(name: 'Treatments' | 'Procedures' | 'Media' | 'Menu') {
    await this.menuButton(name).click();
    await expect(this.menuButton(name)).toHaveAttribute('aria-expanded', 'true');
    return this.menuPanel(name);
  }

  async expectClosed(name: 'Treatments' | 'Procedures' | 'Media' | 'Menu') {
    await expect(this.menuButton(name)).toHaveAttribute('aria-expanded', 'false');
    await expect(await this.menuPanel(name)).toBeHidden();
  }

  /** Width of a header link's text: 1 px or less when only its icon shows. */
  async headerTextWidth(name: string | RegExp): Promise<number> {
    const text = this.headerLink(name).locator('.site-header__text');
    return (await text.boundingBox())?.width ?? 0;
  }

  /** True when the page can be scrolled sideways (it must never be). */
  hasHorizontalScroll(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }
}
