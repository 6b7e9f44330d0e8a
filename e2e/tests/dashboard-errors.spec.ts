import { expect, test } from '../support/fixtures';

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

test.describe('forced server errors show the product §8 messages', () => {
  test("a failed list shows the server's message, or the fallback when it gives none", async ({
    dashboard,
    page,
  }) => {
    await dashboard.signIn();
    await page.route('**/api/v1/social-links', (route) =>
      route.fulfill(json(500, { message: 'The links are resting, try again soon' })),
    );
    await dashboard.goTo('Links');
    await dashboard.expectToast('The links are resting, try again soon');
    await expect(page.getByText('No links found')).toBeVisible();

    await page.unroute('**/api/v1/social-links');
    await page.route('**/api/v1/forms', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await dashboard.goTo('Forms');
    await dashboard.expectToast('Failed to fetch forms');
    await expect(page.getByText('No form submissions found')).toBeVisible();
  });

  test('a failed save keeps the Add Link form as typed and says "Failed to create link"', async ({
    dashboard,
    page,
  }) => {
    await dashboard.signIn();
    await dashboard.goTo('Links');
    await page.route('**/api/v1/social-links', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 502, body: '' })
        : route.continue(),
    );
    await dashboard.addLink('Home Page Instagram Highlights', 'https://instagram.com/p/kept');
    await dashboard.expectToast('Failed to create link');
    const dialog = dashboard.dialog('Add Link');
    await expect(dialog.getByLabel('URL')).toHaveValue('https://instagram.com/p/kept');
    await expect(dialog.getByRole('button', { name: 'Save Link' })).toBeEnabled();
  });

  test('a failed delete says "Failed to delete link" and keeps the link listed', async ({
    dashboard,
    page,
    staffApi,
  }) => {
    const token = await staffApi.signIn();
    const url = `https://example.com/undeletable/${Date.now()}`;
    const { _id } = await staffApi.addLink({ category: 'mediayoutube', url }, token);
    try {
      await dashboard.signIn();
      await dashboard.goTo('Links');
      await page.route(`**/api/v1/social-links/${_id}`, (route) =>
        route.fulfill({ status: 500, body: '' }),
      );
      const row = dashboard.linkGroup('Media Page YouTube Links').getByRole('row', {
        name: new RegExp(url),
      });
      await dashboard.deleteRow(row);
      await dashboard.expectToast('Failed to delete link');
      await expect(row).toBeVisible();
    } finally {
      await staffApi.deleteLink(_id, token);
    }
  });
});
