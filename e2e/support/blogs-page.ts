import { expect, type Locator, type Page } from '@playwright/test';

/** The public blog list (/blogs) and a blog's page, as a visitor uses them. */
export class BlogsPage {
  constructor(readonly page: Page) {}

  searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search blogs' });
  }

  async search(text: string) {
    await this.searchBox().fill(text);
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  cardTitles(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 2 });
  }

  searchStatus(): Locator {
    return this.page.getByRole('main').getByRole('status');
  }

  async openBlog(title: string) {
    await this.card(title).getByRole('link', { name: 'Read Full Blog' }).click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(title);
  }

  /** Opens a blog from the list and goes back to it, in the browser (no page load). */
  async openBlogAndComeBack(title: string) {
    await this.openBlog(title);
    await this.page.goBack();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
  }

  /** The article's text, without the shell around it. */
  article(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  async expectUnavailable() {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(
      "This article isn't available",
    );
    await expect(this.page.getByRole('link', { name: 'See all blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
  }
}
