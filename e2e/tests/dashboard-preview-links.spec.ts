import { randomUUID } from 'node:crypto';
import { expectNoSeriousViolations } from '../support/accessibility';
import { BlogsManagerPage } from '../support/blogs-manager-page';
import { expect, test } from '../support/fixtures';

/** Issue 43: a blog's preview links are listed in the Blogs manager and can be ended there. */
for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: a link made for a blog is listed, ended by keyboard, and stops working`, async ({
    page,
    staffApi,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const title = `Preview links ${randomUUID().slice(0, 8)}`;
    const blog = await staffApi.createBlog({ title, subTitle: 'Shared with a colleague' });
    const link = await staffApi.previewLink(blog._id, 60);
    expect((await request.get(`/api/v1${link.path}`)).status()).toBe(200);

    const manager = new BlogsManagerPage(page);
    await manager.open();
    // By the button's own name: on a phone the row header's name also holds its "Title" label.
    await page.getByRole('button', { name: `Preview links “${title}”`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Preview links of “${title}”` });
    const table = dialog.getByRole('table', { name: 'Working preview links' });
    // The header row and the one link.
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoSeriousViolations(page, `axe on the preview links at ${viewport.width} px`);

    await dialog.getByRole('button', { name: /^End link working until / }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('No preview links are working now.')).toBeVisible();
    await expectNoSeriousViolations(page, `axe on no preview links at ${viewport.width} px`);
    expect((await request.get(`/api/v1${link.path}`)).status()).toBe(404);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}
