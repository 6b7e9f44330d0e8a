import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { signInInBrowser } from './staff-api';

/** The dashboard's Blogs manager (/dashboard/Blogs) as staff use it. */
export class BlogsManagerPage {
  constructor(readonly page: Page) {}

  /** Signs in the way the dashboard remembers a session (product §6) and opens the manager. */
  async open() {
    await signInInBrowser(this.page);
    await this.load(() => this.page.goto('/dashboard/Blogs'));
  }

  /** Loads the page again, for data made behind its back. */
  reload() {
    return this.load(() => this.page.reload());
  }

  private async load(navigate: () => Promise<unknown>) {
    const listed = this.waitForApi('GET', '/api/v1/blogs');
    await navigate();
    await listed;
    await expect(this.page.getByRole('heading', { level: 1, name: 'Blog List' })).toBeVisible();
  }

  addButton(): Locator {
    return this.page.getByRole('button', { name: 'Add Blog' });
  }

  /** Opens the add modal; focus starts in its Title field. */
  async startAdding(): Promise<Locator> {
    await this.addButton().click();
    const dialog = this.editor('Add Blog');
    await expect(this.field(dialog, 'Title')).toBeFocused();
    return dialog;
  }

  field(dialog: Locator, label: string): Locator {
    return dialog.getByLabel(label, { exact: true });
  }

  waitForApi(method: string, path: string | RegExp): Promise<Response> {
    return this.page.waitForResponse(
      (response) =>
        response.request().method() === method &&
        (typeof path === 'string'
          ? new URL(response.url()).pathname === path
          : path.test(new URL(response.url()).pathname)),
    );
  }

  editor(name: 'Add Blog' | 'Edit Blog'): Locator {
    return this.page.getByRole('dialog', { name });
  }

  row(title: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: title, exact: true }) });
  }

  badge(title: string): Locator {
    return this.row(title).getByRole('button', { name: /^(Draft|Published):/ });
  }

  search(text: string) {
    return this.page.getByLabel('Search blogs by title').fill(text);
  }

  async fillSection(
    dialog: Locator,
    number: number,
    section: { sectionTitle: string; paragraph: string; bulletPoints: string[] },
  ) {
    const group = dialog.getByRole('group', { name: `Section ${number}`, exact: true });
    await group.getByLabel('Section title', { exact: true }).fill(section.sectionTitle);
    await group.getByLabel('Paragraph').fill(section.paragraph);
    for (const [index, text] of section.bulletPoints.entries()) {
      if (index > 0)
        await group.getByRole('button', { name: `Add bullet point to section ${number}` }).click();
      await group.getByLabel(`Bullet point ${index + 1}`, { exact: true }).fill(text);
    }
  }
}
