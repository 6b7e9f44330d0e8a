import { expect, test } from '../support/fixtures';
import { reactRendererCount } from '../support/react-renderer-counter';

test.describe('module federation', () => {
  test('exactly one React renderer registers across all three remotes in one document', async ({
    site,
    page,
  }) => {
    await site.openInteractive('/');
    await expect(site.heading()).toBeVisible();
    await site.navigateTo('Blogs');
    await expect(site.heading()).toHaveText('Blogs');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /All rights reserved/ })
      .click();
    await expect(site.heading()).toHaveText('Staff sign in');
    const state = await site.storeState();
    expect(state.remotes).toEqual({ loaded: ['mf_content', 'mf_blog', 'mf_dashboard'] });
    expect(await reactRendererCount(page)).toBe(1);
    // Under the server's strict Content-Security-Policy, nothing was refused and nothing threw.
    expect(site.errors).toEqual([]);
  });

  test("the one store holds each remote's injected slice once its route loads", async ({
    site,
  }) => {
    await site.openInteractive('/');
    await expect(site.heading()).toBeVisible();
    let state = await site.storeState();
    // The shell's own slices are there from the start; the remotes' arrive with them (mf-content
    // injects none: its pages read public data through SWR).
    expect(Object.keys(state)).toEqual(
      expect.arrayContaining(['doctor', 'appointment', 'payment', 'remotes']),
    );
    expect(state).not.toHaveProperty('links');
    expect(state).not.toHaveProperty('blogSearch');
    expect(state).not.toHaveProperty('user');

    await site.navigateTo('Blogs');
    await expect(site.heading()).toHaveText('Blogs');
    state = await site.storeState();
    expect(state.blogSearch).toEqual({ query: '' });

    await site.page
      .getByRole('contentinfo')
      .getByRole('link', { name: /All rights reserved/ })
      .click();
    await expect(site.heading()).toHaveText('Staff sign in');
    state = await site.storeState();
    expect(state).toHaveProperty('user');
    expect(state).toHaveProperty('blog');
    expect(state).toHaveProperty('form');
    expect(state.links).toEqual({ loading: false, links: [], error: null });
  });
});
