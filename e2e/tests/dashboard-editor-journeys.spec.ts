import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DashboardPage } from '../support/dashboard-page';
import { staffAccount } from '../support/site-server';
import { expect, test } from '../support/fixtures';

/**
 * The blog editor never loses work (issue 31): the journeys of a front-desk staff member whose
 * tab closes, whose connection drops or whose session ends mid-blog, in real Chromium against the
 * real server, signing in through the form as a person does.
 */

const unique = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;
const SAVED = 'Saved';
const OFFLINE = 'Not saved: offline, kept on this device';

/** Signs in through the form and opens the Blogs manager from the sidebar. */
async function signInToBlogs(dashboard: DashboardPage) {
  await dashboard.signIn();
  await dashboard.goTo('Blogs');
  await expect(dashboard.heading()).toHaveText('Blog List');
}

/** Opens a new blog's editor and types its title as a person would, key by key. */
async function startBlog(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Blog' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Blog' });
  await editor.getByLabel('Title', { exact: true }).click();
  await page.keyboard.type(title);
  return editor;
}

const autosaveSays = (editor: Locator, text: string) =>
  expect(editor.getByText(text, { exact: true })).toBeVisible({ timeout: 15_000 });

/** The offer on the Blogs page of what an editor left in this browser, and taking it up. */
async function continueKeptBlog(page: Page, title: string): Promise<Locator> {
  await expect(
    page.getByText(`Unsaved changes to “${title}” are kept on this device.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue editing' }).click();
  return page.getByRole('dialog', { name: 'Add Blog' });
}

/** The editor drafts the server holds for the signed-in staff member (GET /editor-drafts). */
const serverDrafts = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/editor-drafts', {
      headers: { Authorization: `Bearer ${localStorage.getItem('Bearer')}` },
    });
    return JSON.stringify(await response.json());
  });

test.describe('the blog editor keeps what is typed (issue 31)', () => {
  test('typed, autosaved, the tab closed and the session over: signing in again offers it back', async ({
    page,
    context,
    dashboard,
    staffApi,
  }) => {
    const title = unique('Winter smog');
    await signInToBlogs(dashboard);
    const editor = await startBlog(page, title);
    await editor.getByLabel('Subtitle', { exact: true }).fill('What to do on bad-air days');
    await autosaveSays(editor, SAVED);
    const token = await dashboard.storedToken();
    await page.close();
    // By the next morning the session has ended.
    await staffApi.signOut(token!);

    const again = new DashboardPage(await context.newPage());
    await signInToBlogs(again);
    const restored = await continueKeptBlog(again.page, title);
    await expect(restored.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(restored.getByLabel('Subtitle', { exact: true })).toHaveValue(
      'What to do on bad-air days',
    );
  });

  test('reloading with the editor open asks first, and the blog is offered back', async ({
    page,
    dashboard,
  }) => {
    const title = unique('Inhaler technique');
    await signInToBlogs(dashboard);
    await startBlog(page, title);
    let asked = '';
    page.once('dialog', (prompt) => {
      asked = prompt.type();
      void prompt.accept();
    });
    await page.reload();
    expect(asked).toBe('beforeunload');
    await expect(dashboard.heading()).toHaveText('Blog List');
    const restored = await continueKeptBlog(page, title);
    await expect(restored.getByLabel('Title', { exact: true })).toHaveValue(title);
  });

  test('the network cut mid-typing: kept on this device, then saved when it is back', async ({
    page,
    context,
    dashboard,
  }) => {
    const title = unique('Pollen season');
    await signInToBlogs(dashboard);
    const editor = await startBlog(page, title);
    await autosaveSays(editor, SAVED);

    await context.setOffline(true);
    await editor.getByLabel('Subtitle', { exact: true }).click();
    await page.keyboard.type('Typed on a train with no signal');
    await autosaveSays(editor, OFFLINE);
    await expect(editor.getByLabel('Subtitle', { exact: true })).toHaveValue(
      'Typed on a train with no signal',
    );

    await context.setOffline(false);
    await autosaveSays(editor, SAVED);
    expect(await serverDrafts(page)).toContain('Typed on a train with no signal');
  });

  test('a session that ends mid-edit keeps the text and saves it after signing in again', async ({
    page,
    dashboard,
    staffApi,
  }) => {
    const title = unique('Sleep apnoea');
    await signInToBlogs(dashboard);
    const editor = await startBlog(page, title);
    await autosaveSays(editor, SAVED);
    // Signed out elsewhere (or expired) while the blog is being written.
    await staffApi.signOut((await dashboard.storedToken())!);
    await editor.getByLabel('Subtitle', { exact: true }).click();
    await page.keyboard.type('Snoring is not always harmless');

    await expect(dashboard.heading()).toHaveText('Staff sign in', { timeout: 15_000 });
    await dashboard.fillSignin(staffAccount.email, staffAccount.password);
    await dashboard.signInButton().click();
    await expect(dashboard.heading()).toHaveText('Welcome');
    await dashboard.goTo('Blogs');
    const restored = await continueKeptBlog(page, title);
    await expect(restored.getByLabel('Subtitle', { exact: true })).toHaveValue(
      'Snoring is not always harmless',
    );
    await autosaveSays(restored, SAVED);
    expect(await serverDrafts(page)).toContain('Snoring is not always harmless');
  });

  for (const width of [375, 1280]) {
    test(`axe finds nothing on the editor at ${width} px, autosaved, with two sections`, async ({
      page,
      dashboard,
    }) => {
      const title = unique('Axe editor');
      await signInToBlogs(dashboard);
      await page.setViewportSize({ width, height: 900 });
      const editor = await startBlog(page, title);
      await autosaveSays(editor, SAVED);
      await editor
        .getByRole('button', { name: /^Add section/ })
        .first()
        .click();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target)}`),
      ).toEqual([]);
    });
  }
});

test.describe('preview as a patient and scheduled publishing (issue 31)', () => {
  test('the preview shows the draft in the patient layout; the link stops working once it expires', async ({
    page,
    staffApi,
  }) => {
    test.setTimeout(150_000);
    const title = unique('Draft on asthma');
    const draft = await staffApi.createBlog({ title, subTitle: 'Not public yet' });
    const link = await staffApi.previewLink(draft._id, 1);
    await page.goto(link.path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The patient layout: the site's own navigation and footer around the reader's article.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // The public list never shows the draft.
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);

    const wait = Date.parse(link.expiresAt) - Date.now() + 1_000;
    await page.waitForTimeout(Math.max(0, wait));
    await page.goto(link.path);
    await expect(page.getByText('This preview link has expired or does not exist')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('a scheduled blog appears on the public list, its page and the sitemap at its time, not before', async ({
    page,
    request,
    blogs,
    staffApi,
  }) => {
    test.setTimeout(150_000);
    const title = unique('Scheduled on COPD');
    // 20 s away, so "not before" is seen first. publishAt is any ISO instant (the contracts'
    // blog schema); the next whole minute would idle this test 20 to 80 s instead of 20.
    const at = new Date(Date.now() + 20_000);
    const { _id: id } = await staffApi.createBlog({
      title,
      subTitle: 'Goes public by itself',
      publishAt: at.toISOString(),
    });
    const isPublic = async () => {
      const list = (await (await request.get('/api/v1/published-blogs')).json()) as {
        data: { _id: string }[];
      };
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const page = await request.get(`/api/v1/blog/${id}`);
      return [list.data.some((blog) => blog._id === id), sitemap.includes(id), page.ok()];
    };
    expect(await isPublic()).toEqual([false, false, false]);
    await page.waitForTimeout(Math.max(0, at.getTime() - Date.now() - 3_000));
    expect(await isPublic()).toEqual([false, false, false]);
    await page.waitForTimeout(Math.max(0, at.getTime() - Date.now()));
    await expect.poll(isPublic, { timeout: 10_000 }).toEqual([true, true, true]);
    await page.goto('/blogs');
    await expect(blogs.card(title)).toBeVisible();
  });
});
