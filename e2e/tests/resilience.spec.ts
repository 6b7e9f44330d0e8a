import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';

// These tests change the deployed files, so each gets its own server and copy of the site.
test.describe('a remote that cannot load degrades only its own region', () => {
  test('with mf-blog missing, /blogs shows the fallback while the rest works; Try again recovers', async ({
    site,
    page,
    isolatedSite: running,
  }) => {
    const blogDist = join(running.webRoot, 'mf-blog', 'dist');
    const parked = join(running.webRoot, 'mf-blog', 'parked');
    renameSync(blogDist, parked);

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

    // The blog team redeploys; the visitor retries without reloading.
    await page.goto(`${running.baseURL}/`);
    await site.navigateTo('Blogs');
    await site.expectRegionUnavailable();
    renameSync(parked, blogDist);
    await site.retry();
    await expect(site.heading()).toHaveText('Blogs');
  });

  test('a remote whose files are gone (404) shows the fallback; other remotes still load', async ({
    site,
    page,
    isolatedSite: running,
  }) => {
    rmSync(join(running.webRoot, 'mf-content', 'dist'), { recursive: true });
    await page.goto(`${running.baseURL}/about`);
    await site.expectRegionUnavailable();
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
    await page.goto(`${running.baseURL}/blogs`);
    await site.expectRegionUnavailable();
    await site.navigateTo('About');
    await expect(site.heading()).toContainText('About');
  });
});
