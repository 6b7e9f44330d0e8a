import { expect, test } from '../support/fixtures';

/** Product §3: the six categories and the labels staff see. */
const CATEGORIES = [
  ['homestories', 'Home Page Our Patient Stories'],
  ['homeyoutube', 'Home Page Trending YouTube'],
  ['homeinsta', 'Home Page Instagram Highlights'],
  ['mediayoutube', 'Media Page YouTube Links'],
  ['mediayoutubelatest', 'Media Page YouTube latest video Link'],
  ['mediainsta', 'Media Page Instagram Links'],
] as const;

test.describe('Links manager (product §2 Links)', () => {
  test('adds and deletes a link of each of the six categories, as GET /social-links sees it', async ({
    dashboard,
    page,
    staffApi,
  }) => {
    test.slow();
    await dashboard.signIn();
    await dashboard.goTo('Links');
    await expect(dashboard.heading()).toHaveText('Social Links');
    await expect(dashboard.sidebarLink('Links')).toHaveAttribute('aria-current', 'page');

    for (const [category, label] of CATEGORIES) {
      const url = `https://example.com/${category}/${test.info().testId}?v=${Date.now()}`;
      const refetched = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/social-links') && response.request().method() === 'GET',
      );
      await dashboard.addLink(label, url);
      await dashboard.expectToast('Link added');
      await refetched;
      await expect(dashboard.dialog('Add Link')).toHaveCount(0);
      // This link's own row: other tests add links to the same categories at the same time.
      const row = dashboard
        .linkGroup(label)
        .getByRole('row')
        .filter({ has: page.locator(`a[href="${url}"]`) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link')).toHaveAttribute('target', '_blank');
      expect(await staffApi.socialLinks()).toContainEqual(
        expect.objectContaining({ category, url }),
      );

      await dashboard.deleteRow(row);
      await dashboard.expectToast('Link deleted');
      await expect(
        page.getByRole('link', { name: new RegExp(url.replace(/[?.]/g, '\\$&')) }),
      ).toHaveCount(0);
      expect((await staffApi.socialLinks()).map((link) => link.url)).not.toContain(url);
    }
  });

  test('the Add Link form says what is wrong; Escape closes it and returns the focus', async ({
    dashboard,
    page,
  }) => {
    await dashboard.signIn();
    await dashboard.goTo('Links');
    const add = page.getByRole('button', { name: 'Add Link' });
    await add.click();
    const dialog = dashboard.dialog('Add Link');
    await expect(dialog.getByLabel('Category')).toBeFocused();
    await dialog.getByRole('button', { name: 'Save Link' }).click();
    await expect(dialog.getByText('Category is required.')).toBeVisible();
    await dialog.getByLabel('Category').selectOption({ label: 'Media Page Instagram Links' });
    await dialog.getByLabel('URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save Link' }).click();
    await expect(
      dialog.getByText('Enter a valid URL (must start with http or https).'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
  });

  test('the search box filters the groups by category label', async ({
    dashboard,
    page,
    staffApi,
  }) => {
    const token = await staffApi.signIn();
    const stories = await staffApi.addLink(
      {
        category: 'homestories',
        url: `https://example.com/story/${Date.now()}`,
      },
      token,
    );
    const latest = await staffApi.addLink(
      {
        category: 'mediayoutubelatest',
        url: `https://example.com/latest/${Date.now()}`,
      },
      token,
    );
    try {
      await dashboard.signIn();
      await dashboard.goTo('Links');
      await expect(dashboard.linkGroup('Home Page Our Patient Stories')).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search by category' }).fill('latest video');
      await expect(dashboard.linkGroup('Media Page YouTube latest video Link')).toBeVisible();
      await expect(dashboard.linkGroup('Home Page Our Patient Stories')).toHaveCount(0);
      await page.getByRole('searchbox', { name: 'Search by category' }).fill('no such category');
      await expect(page.getByText('No links found')).toBeVisible();
    } finally {
      for (const { _id } of [stories, latest]) await staffApi.deleteLink(_id, token);
    }
  });
});
