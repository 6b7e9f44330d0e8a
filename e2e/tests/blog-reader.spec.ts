import { expectNoSeriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import type { StaffApi } from '../support/staff-api';

/** A word no other test's blog has, so searches and lists see only this test's blogs. */
const uniqueWord = () => `Tag${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const longSubtitle =
  'Spirometry measures how much air you can breathe out and how fast. It helps to diagnose ' +
  'asthma and COPD, and to see whether a treatment works. The END of a long subtitle.';

async function publishSpirometry(staffApi: StaffApi, tag: string) {
  const title = `Spirometry explained ${tag}`;
  const blog = await staffApi.publishBlog({
    title,
    subTitle: longSubtitle,
    content: [
      {
        sectionTitle: 'Before the test',
        paragraph: 'Avoid a heavy meal <b>two hours</b> before.',
        bulletPoints: ['Wear loose clothes', '   ', 'Bring your inhalers'],
      },
      {
        sectionTitle: 'During the test',
        paragraph: 'You blow hard into a tube.',
        bulletPoints: [],
      },
    ],
  });
  return { ...blog, title };
}

test.describe('blog reader', () => {
  test('a published blog is a card on /blogs: search, Read more / Read less, then its page', async ({
    site,
    blogs,
    staffApi,
    page,
  }) => {
    const tag = uniqueWord();
    const spirometry = await publishSpirometry(staffApi, tag);
    const other = `Inhaler technique ${tag}`;
    await staffApi.publishBlog({ title: other, subTitle: 'Five steps to get the dose in.' });

    await site.openInteractive('/blogs');
    const card = blogs.card(spirometry.title);
    await expect(card).toBeVisible();
    // No image uploaded: the bundled placeholder, with its size reserved.
    await expect(card.locator('img')).toHaveAttribute('src', /blog-placeholder.*\.svg$/);
    await expect(card.locator('img')).toHaveAttribute('width', '800');
    await expect(card.locator('img')).toHaveAttribute('alt', '');

    // Search as you type, by title and by subtitle; the address carries it for sharing.
    await blogs.search(`spirometry explained ${tag.toLowerCase()}`);
    await expect(blogs.cardTitles()).toHaveText([spirometry.title]);
    await expect(page).toHaveURL(/\/blogs\?q=spirometry/);
    await blogs.search(tag);
    await expect(blogs.cardTitles()).toHaveText([other, spirometry.title]);
    await blogs.search(`${tag} nothing like this`);
    await expect(blogs.cardTitles()).toHaveCount(0);
    await expect(blogs.searchStatus()).toContainText('No blogs match');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(blogs.searchBox()).toHaveValue('');
    await expect(blogs.card(other)).toBeVisible();

    // Read more / Read less around the 150-character cut.
    await blogs.search(tag);
    const more = card.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(card).toContainText(`${longSubtitle.slice(0, 150)}…`);
    await expect(card).not.toContainText('The END of a long subtitle.');
    await more.click();
    const less = card.getByRole('button', { name: 'Read less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toContainText('The END of a long subtitle.');
    await less.click();
    await expect(card).not.toContainText('The END of a long subtitle.');

    // The blog's page: sections with their titles, non-blank bullets, text shown as text.
    await blogs.openBlog(spirometry.title);
    await expect(page).toHaveURL(`/blog/${spirometry._id}`);
    const article = blogs.article();
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([
      'Before the test',
      'During the test',
    ]);
    await expect(article.getByRole('listitem')).toHaveText([
      'Wear loose clothes',
      'Bring your inhalers',
    ]);
    await expect(article).toContainText('Avoid a heavy meal <b>two hours</b> before.');
    await expect(article.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(page.getByText('Loading blog...')).toHaveCount(0);

    // Back returns to the list as it was left, search included.
    await page.goBack();
    await expect(blogs.searchBox()).toHaveValue(tag);
    await expect(blogs.cardTitles()).toHaveText([other, spirometry.title]);
    expect(site.errors).toEqual([]);
  });

  test('a draft is not listed, and its page answers 404 with a friendly page', async ({
    site,
    blogs,
    staffApi,
    browser,
  }) => {
    const tag = uniqueWord();
    const draft = await staffApi.createBlog({ title: `Draft on TB ${tag}`, subTitle: 'Not yet.' });

    await site.openInteractive('/blogs');
    await blogs.search(tag);
    await expect(blogs.searchStatus()).toContainText('No blogs match');

    const response = await site.openInteractive(`/blog/${draft._id}`);
    expect(response?.status()).toBe(404);
    await blogs.expectUnavailable();
    await expect(site.page).toHaveTitle(/^This article isn't available \| /);
    await expect(site.page.getByText('Loading blog...')).toHaveCount(0);
    await site.page.getByRole('link', { name: 'See all blogs' }).click();
    await expect(site.heading()).toHaveText('Blogs');

    // The same without JavaScript: the friendly text is in the served HTML.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    for (const id of [draft._id, '000000000000000000000000']) {
      expect((await noScript.goto(`/blog/${id}`))?.status()).toBe(404);
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(
        "This article isn't available",
      );
    }
    await context.close();
  });

  test("with JavaScript off, the list's cards and a blog's text are in the served HTML", async ({
    browser,
    staffApi,
  }) => {
    const spirometry = await publishSpirometry(staffApi, uniqueWord());
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    expect((await page.goto('/blogs'))?.status()).toBe(200);
    const card = page.getByRole('article', { name: spirometry.title });
    await expect(card).toContainText(`${longSubtitle.slice(0, 150)}…`);
    await expect(card.getByRole('link', { name: 'Read Full Blog' })).toHaveAttribute(
      'href',
      `/blog/${spirometry._id}`,
    );
    await expect(page.getByText('Loading blogs...')).toHaveCount(0);

    expect((await page.goto(`/blog/${spirometry._id}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spirometry.title);
    await expect(page.getByRole('heading', { level: 2, name: 'During the test' })).toBeVisible();
    await expect(page.getByText('You blow hard into a tube.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Bring your inhalers' })).toHaveCount(
      1,
    );
    await context.close();
  });

  test('the list never shows Loading blogs... while the app takes over', async ({
    site,
    staffApi,
    page,
  }) => {
    await publishSpirometry(staffApi, uniqueWord());
    // Watch every change of the page from its first byte on.
    await page.addInitScript(() => {
      const flag = window as unknown as { sawLoading: boolean };
      flag.sawLoading = false;
      const look = () => {
        if (document.body?.textContent?.includes('Loading blogs...')) flag.sawLoading = true;
      };
      new MutationObserver(look).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      document.addEventListener('DOMContentLoaded', look);
    });
    await site.openInteractive('/blogs');
    await page.waitForFunction(() =>
      (
        window as unknown as { __clinic?: { getState(): { remotes: { loaded: string[] } } } }
      ).__clinic
        ?.getState()
        .remotes.loaded.includes('mf_blog'),
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading),
    ).toBe(false);
    expect(site.errors).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`axe finds nothing serious on /blogs and a blog's page at ${width} px`, async ({
      site,
      staffApi,
      page,
    }) => {
      const spirometry = await publishSpirometry(staffApi, uniqueWord());
      await page.setViewportSize({ width, height: 900 });
      await site.openInteractive('/blogs');
      await expectNoSeriousViolations(page, `/blogs at ${width}`);
      await page.getByRole('button', { name: 'Read more' }).first().click();
      await expectNoSeriousViolations(page, `/blogs expanded at ${width}`);
      await site.openInteractive(`/blog/${spirometry._id}`);
      await expectNoSeriousViolations(page, `a blog at ${width}`);
      // Nothing wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  }
});
