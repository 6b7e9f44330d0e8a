import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { BlogsManagerPage } from '../support/blogs-manager-page';
import { expect, test as base } from '../support/fixtures';

/** Every test here starts signed in, on the Blogs manager. */
const test = base.extend<{ manager: BlogsManagerPage }>({
  manager: async ({ page }, use) => {
    const manager = new BlogsManagerPage(page);
    await manager.open();
    await use(manager);
  },
});

/** A 16×9 PNG in the clinic's blue: small, but a real image for the server to re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAE0lEQVR42mPg1oskCTGMahgUGgCWg1Ihq6QrAAAAAABJRU5ErkJggg==',
  'base64',
);

const sections = [
  {
    sectionTitle: 'Why the air turns',
    paragraph: 'Stubble burning and still winter air trap smoke over the city.',
    bulletPoints: ['Check the AQI before a walk', 'Keep inhalers at hand'],
  },
  {
    sectionTitle: 'When to see the doctor',
    paragraph: 'A cough that lasts eight weeks or longer needs a check-up.',
    bulletPoints: ['Breathlessness at rest'],
  },
];

test.describe('dashboard: Blogs manager (product §2.14)', () => {
  test('create with an image and two sections, publish from the badge, edit, delete', async ({
    manager,
    page,
    request,
    browser,
  }) => {
    test.slow();
    const title = `Winter air ${randomUUID().slice(0, 8)}`;

    // Add: a draft by default, with an image (previewed) and two sections.
    const dialog = await manager.startAdding();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog
      .getByLabel('Subtitle', { exact: true })
      .fill('What smoggy months do to asthma, and what helps.');
    await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('draft');
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'air.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Preview of the blog image' })).toBeVisible();
    // A blog with an image is published only with alt text (issue 31); the page uses it.
    await dialog.getByLabel('Alt text', { exact: true }).fill('Smog over the city at dawn');
    await manager.fillSection(dialog, 1, sections[0]!);
    await dialog.getByRole('button', { name: 'Add section' }).click();
    await manager.fillSection(dialog, 2, sections[1]!);

    // Every value the progress bar shows, recorded as the page paints it (the modal closes
    // as soon as the server answers, so the bar is gone by the time a locator could look).
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { progressShown: string[] }).progressShown = shown;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const nodes =
            mutation.type === 'attributes' ? [mutation.target] : [...mutation.addedNodes];
          for (const node of nodes) {
            if (!(node instanceof Element)) continue;
            const bars = node.matches('progress') ? [node] : [...node.querySelectorAll('progress')];
            for (const bar of bars) shown.push(bar.getAttribute('value') ?? '');
          }
        }
      }).observe(document.body, { subtree: true, childList: true, attributeFilter: ['value'] });
    });
    const created = manager.waitForApi('POST', '/api/v1/blog');
    await dialog.getByRole('button', { name: 'Create Blog' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const progressShown = await page.evaluate(
      () => (window as unknown as { progressShown: string[] }).progressShown,
    );
    expect(progressShown[0]).toBe('0');
    expect(progressShown.at(-1)).toBe('100');
    const { data: blog } = (await answer.json()) as {
      data: { _id: string; status: string; image: { url: string } | null; content: unknown[] };
    };
    expect(blog.status).toBe('draft');
    expect(blog.image?.url).toMatch(/^\/uploads\/.+\.webp$/);
    expect(blog.content).toEqual(sections);
    await expect(dialog).toBeHidden();
    await expect(manager.badge(title)).toHaveText('Draft');

    // A draft is nowhere public.
    const published = async () =>
      (
        (await (await request.get('/api/v1/published-blogs')).json()) as { data: { _id: string }[] }
      ).data.map((b) => b._id);
    expect(await published()).not.toContain(blog._id);
    expect((await request.get(`/blog/${blog._id}`)).status()).toBe(404);

    // Publish from the badge.
    const statusChanged = manager.waitForApi('PUT', `/api/v1/blog/${blog._id}/status`);
    await manager.badge(title).click();
    expect((await statusChanged).status()).toBe(200);
    await expect(manager.badge(title)).toHaveText('Published');
    await expect(manager.badge(title)).toHaveAccessibleName(
      `Published: change “${title}” to draft`,
    );
    expect(await published()).toContain(blog._id);

    // Its page is served, prerendered, with JavaScript off.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const reader = await noScript.newPage();
    expect((await reader.goto(`/blog/${blog._id}`))?.status()).toBe(200);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(reader.getByRole('img', { name: 'Smog over the city at dawn' })).toBeVisible();
    await noScript.close();

    // View shows the image and both sections.
    const view = manager.row(title).getByRole('button', { name: `View “${title}”` });
    await view.click();
    await expect(view).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`#${await view.getAttribute('aria-controls')}`);
    await expect(details.getByRole('img', { name: `Image of “${title}”` })).toBeVisible();
    for (const section of sections) {
      await expect(details.getByRole('heading', { name: section.sectionTitle })).toBeVisible();
      for (const point of section.bulletPoints)
        await expect(details.getByText(point)).toBeVisible();
    }

    // Edit: the form comes prefilled; the new title is saved and shown.
    const edited = `${title} (revised)`;
    await manager
      .row(title)
      .getByRole('button', { name: `Edit “${title}”` })
      .click();
    const editDialog = manager.editor('Edit Blog');
    await expect(editDialog.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(
      editDialog
        .getByRole('group', { name: 'Section 2', exact: true })
        .getByLabel('Section title', { exact: true }),
    ).toHaveValue(sections[1]!.sectionTitle);
    await editDialog.getByLabel('Title', { exact: true }).fill(edited);
    const updated = manager.waitForApi('PUT', `/api/v1/blog/${blog._id}`);
    await editDialog.getByRole('button', { name: 'Update Blog' }).click();
    expect((await updated).status()).toBe(200);
    await expect(editDialog).toBeHidden();
    await expect(manager.row(edited)).toBeVisible();
    const afterEdit = (await (await request.get(`/api/v1/blog/${blog._id}`)).json()) as {
      data: { title: string; image: unknown; content: unknown[] };
    };
    expect(afterEdit.data).toMatchObject({ title: edited, content: sections });
    expect(afterEdit.data.image).not.toBeNull();

    // Delete asks first, then the list is fetched again without it.
    await manager
      .row(edited)
      .getByRole('button', { name: `Delete “${edited}”` })
      .click();
    const question = page.getByRole('alertdialog', { name: 'Delete Blog' });
    await expect(question).toContainText(`Are you sure you want to delete “${edited}”?`);
    const deleted = manager.waitForApi('DELETE', `/api/v1/blog/${blog._id}`);
    const refetched = deleted.then(() => manager.waitForApi('GET', '/api/v1/blogs'));
    await question.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    expect((await refetched).status()).toBe(200);
    // Its row and Delete button are gone: the focus goes to the search box, not the page.
    await expect(page.getByLabel('Search blogs by title')).toBeFocused();
    await manager.search(edited);
    await expect(page.getByText('No blogs found')).toBeVisible();
    expect((await request.get(`/api/v1/blog/${blog._id}`)).status()).toBe(404);
  });

  test('a server error without a message shows “Failed to create blog” and keeps the form', async ({
    manager,
    page,
  }) => {
    await page.route('**/api/v1/blog', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: '' })
        : route.fallback(),
    );
    const dialog = await manager.startAdding();
    await dialog.getByLabel('Title', { exact: true }).fill('Never saved');
    await dialog.getByLabel('Subtitle', { exact: true }).fill('The server is down');
    await dialog.getByRole('button', { name: 'Create Blog' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to create blog');
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Never saved');

    // Closing now would lose the text: the page asks first, and Escape keeps editing.
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(dialog.getByLabel('Subtitle', { exact: true })).toHaveValue('The server is down');

    // Discarding closes both dialogs, and the focus goes back to Add Blog.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(manager.addButton()).toBeFocused();
  });

  test('keyboard: focus stays in the modal, Escape closes it and focus returns', async ({
    manager,
    page,
  }) => {
    const dialog = await manager.startAdding();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Create Blog' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(manager.addButton()).toBeFocused();
  });

  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('axe: no serious or critical violation, row expanded, modal closed and open', async ({
        manager,
        page,
        staffApi,
      }) => {
        await staffApi.publishBlog({ title: 'Axe check blog', subTitle: 'A row for the table' });
        await manager.reload();
        await page.getByRole('button', { name: /^View/ }).first().click();
        const serious = async () =>
          (
            await new AxeBuilder({ page })
              .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
              .analyze()
          ).violations
            .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
            .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join()}`);

        expect(await serious()).toEqual([]);
        // No sideways scrolling: on phones each blog is a card rather than a wide table row.
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth).toBeLessThanOrEqual(width);

        await manager.startAdding();
        expect(await serious()).toEqual([]);
      });
    });
  }
});
