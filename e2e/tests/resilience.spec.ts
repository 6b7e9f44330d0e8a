import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';

// These tests change the deployed files, so each gets its own server and copy of the site.
test.describe('a remote that cannot load degrades only its own region', () => {
  test("with mf-blog's entry unreachable, /blogs shows the fallback while the rest works; Try again recovers", async ({
    site,
    page,
    isolatedSite: running,
  }) => {
    // The server still composes the page; the browser cannot fetch the remote's entry (a CDN or
    // network failure), so the region cannot come alive and says so.
    const entry = '**/mf-blog/remoteEntry.js*';
    await page.route(entry, (route) => route.abort());
    await page.goto(`${running.baseURL}/blogs`);
    await site.expectRegionUnavailable();
    await site.expectShellChrome();

    // Other remotes still work, from the same document.
    await site.navigateTo('About');
    await expect(site.heading()).toContainText('About');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /All rights reserved/ })
      .click();
    await expect(site.heading()).toHaveText('Staff sign in');

    // The network comes back; the visitor retries without reloading.
    await site.navigateTo('Blogs');
    await site.expectRegionUnavailable();
    await page.unroute(entry);
    await site.retry();
    await expect(site.heading()).toHaveText('Blogs');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test("a remote taken off the server: its pages answer the not-found page; other remotes' pages work", async ({
    site,
    page,
    isolatedSite: running,
  }) => {
    rmSync(join(running.webRoot, 'mf-content', 'dist'), { recursive: true });
    const response = await page.goto(`${running.baseURL}/about`);
    expect(response?.status()).toBe(404);
    await expect(site.heading()).toHaveText('Page not found');
    await site.expectShellChrome();
    await site.navigateTo('Blogs');
    await expect(site.heading()).toHaveText('Blogs');
  });

  test('a remote whose entry throws a script error shows the fallback', async ({
    site,
    page,
    isolatedSite: running,
  }) => {
    writeFileSync(
      join(running.webRoot, 'mf-blog', 'dist', 'remoteEntry.js'),
      "throw new Error('broken release');\n",
    );
    // The precompressed copies would still hold the good release.
    for (const suffix of ['.br', '.gz'])
      rmSync(join(running.webRoot, 'mf-blog', 'dist', `remoteEntry.js${suffix}`), { force: true });
    await page.goto(`${running.baseURL}/blogs`);
    await site.expectRegionUnavailable();
    await site.navigateTo('About');
    await expect(site.heading()).toContainText('About');
  });
});
