import { randomUUID } from 'node:crypto';
import { BlogsManagerPage } from '../support/blogs-manager-page';
import { expect, test as base } from '../support/fixtures';

/** Starts signed in, on the Blogs manager, with a published blog created over the API. */
const test = base.extend<{ manager: BlogsManagerPage }>({
  manager: async ({ page }, use) => {
    const manager = new BlogsManagerPage(page);
    await manager.open();
    await use(manager);
  },
});

test('restoring an older revision: the public page shows it again, and the restore is a revision of its own', async ({
  manager,
  page,
  request,
  staffApi,
}) => {
  const title = `Winter air ${randomUUID().slice(0, 8)}`;
  const edited = `${title} (revised)`;
  const { _id: id } = await staffApi.publishBlog({
    title,
    subTitle: 'What smoggy months do to asthma, and what helps.',
  });
  const publicTitle = async () => {
    const html = await (await request.get(`/blog/${id}`)).text();
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  };

  // Edited by a person: the public page follows.
  await page.reload();
  await manager
    .row(title)
    .getByRole('button', { name: `Edit “${title}”` })
    .click();
  const editor = manager.editor('Edit Blog');
  await editor.getByLabel('Title', { exact: true }).fill(edited);
  await editor.getByRole('button', { name: 'Update Blog' }).click();
  await expect(editor).toBeHidden();
  await expect.poll(publicTitle).toBe(edited);

  // The history lists both saves, newest first; the older one says what differs from now.
  await manager
    .row(edited)
    .getByRole('button', { name: `History “${edited}”` })
    .click();
  const history = page.getByRole('dialog', { name: `History of “${edited}”` });
  const versions = history.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('(current)');
  await versions.nth(1).getByRole('button').click();
  const changes = history.getByRole('row', { name: /Title/ });
  await expect(changes.getByRole('deletion')).toHaveText(title);
  await expect(changes.getByRole('insertion')).toHaveText(edited);

  // Restored, by keyboard: the blog and its public page say the older title again.
  await history.getByRole('button', { name: 'Restore this version' }).focus();
  await page.keyboard.press('Enter');
  await expect(history).toBeHidden();
  await expect(manager.row(title)).toBeVisible();
  await expect.poll(publicTitle).toBe(title);

  // Restoring kept what came before: three versions now, the restore the newest.
  await manager
    .row(title)
    .getByRole('button', { name: `History “${title}”` })
    .click();
  await expect(
    page.getByRole('dialog', { name: `History of “${title}”` }).getByRole('listitem'),
  ).toHaveCount(3);
});
