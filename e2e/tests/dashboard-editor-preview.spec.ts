import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { BlogsManagerPage } from '../support/blogs-manager-page';
import { expect, test } from '../support/fixtures';

/**
 * Issue 43: Preview from the editor shows what is typed, saved but never published; a published
 * blog's changes are kept as pending, previewed, and public only once published.
 */
const unique = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;
const PREVIEW = 'Preview as a patient (opens in a new tab)';

/** Presses a button from the keyboard, as a person without a mouse does. */
async function press(page: Page, button: ReturnType<Page['getByRole']>) {
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Presses the editor's Preview and answers the tab it opens, on the preview link. */
async function previewTab(page: Page, manager: BlogsManagerPage, name: 'Add Blog' | 'Edit Blog') {
  const opened = page.waitForEvent('popup');
  await press(page, manager.editor(name).getByRole('button', { name: PREVIEW }));
  const tab = await opened;
  await tab.waitForURL(/\/blog-preview\/[A-Za-z0-9_-]{32}$/);
  return tab;
}

/** The patient layout: the reader's heading with the site's own footer around it. */
async function expectPatientLayout(tab: Page, title: string) {
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(tab.getByRole('contentinfo')).toBeVisible();
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(({ page }) => {
      // Two tabs and axe in each test: about 30 s on a busy CI machine, the default's limit.
      test.slow();
      return page.setViewportSize(viewport);
    });

    test('from the editor, Preview shows the unsaved title in the patient layout', async ({
      page,
      request,
    }) => {
      const title = unique('Typed, not created');
      const manager = new BlogsManagerPage(page);
      await manager.open();
      const dialog = await manager.startAdding();
      await manager.field(dialog, 'Title').fill(title);
      await manager.field(dialog, 'Subtitle').fill('Seen before Create Blog');
      await expectNoSeriousViolations(page, `axe on the editor at ${viewport.width} px`);

      const tab = await previewTab(page, manager, 'Add Blog');
      await expectPatientLayout(tab, title);
      await tab.close();

      // Saved as a draft, never published: the public list does not have it.
      const published = (await (await request.get('/api/v1/published-blogs')).json()) as {
        data: { title: string }[];
      };
      expect(published.data.map((blog) => blog.title)).not.toContain(title);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Create Blog' })).toBeVisible();
    });

    test('a published blog’s pending change is previewed, and public only once published', async ({
      page,
      request,
      staffApi,
    }) => {
      const before = unique('Published on asthma');
      const after = unique('Pending on asthma');
      const { _id: id } = await staffApi.publishBlog({ title: before, subTitle: 'Live now' });
      const publicTitle = async () =>
        ((await (await request.get(`/api/v1/blog/${id}`)).json()) as { data: { title: string } })
          .data.title;

      const manager = new BlogsManagerPage(page);
      await manager.open();
      await press(page, page.getByRole('button', { name: `Edit “${before}”`, exact: true }));
      const dialog = manager.editor('Edit Blog');
      await manager.field(dialog, 'Title').fill(after);
      const kept = manager.waitForApi('PUT', `/api/v1/blog/${id}/pending`);
      await press(page, dialog.getByRole('button', { name: 'Keep as pending' }));
      expect((await kept).status()).toBe(200);
      await expect(dialog.getByText(/^Pending changes by /)).toBeVisible();
      await expectNoSeriousViolations(page, `axe on pending changes at ${viewport.width} px`);

      const tab = await previewTab(page, manager, 'Edit Blog');
      await expectPatientLayout(tab, after);
      // The public page keeps the published version.
      await tab.goto('/blogs');
      await expect(tab.getByText(before)).toBeVisible();
      await expect(tab.getByText(after)).toHaveCount(0);
      expect(await publicTitle()).toBe(before);

      const published = manager.waitForApi('POST', `/api/v1/blog/${id}/pending/publish`);
      await press(page, dialog.getByRole('button', { name: 'Publish changes' }));
      expect((await published).status()).toBe(200);
      await expect(dialog).toHaveCount(0);
      expect(await publicTitle()).toBe(after);
      await tab.reload();
      await expect(tab.getByText(after)).toBeVisible();
      await tab.close();
    });
  });
}
