import { expect, test } from '../support/fixtures';
import { startProcessTree } from '../support/process-groups';
import { reactRendererCount } from '../support/react-renderer-counter';
import { repoRoot } from '../support/site-server';

const shellDevUrl = 'http://localhost:5173';
const remoteEntries = [5174, 5175, 5176].map((port) => `http://localhost:${port}/remoteEntry.js`);

async function waitUntilServed(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} was not served in time`);
}

// The Vite dev servers (the developers' loop) must share React exactly as the builds do.
test('the dev servers run the shell and all three remotes on one React', async ({ site, page }) => {
  test.setTimeout(120_000);
  const servers = startProcessTree(
    'pnpm',
    ['-r', '--parallel', '--filter', './shell', '--filter', './mf-*', 'run', 'dev'],
    { cwd: repoRoot, stdio: 'ignore' },
  );
  try {
    const deadline = Date.now() + 60_000;
    for (const url of [shellDevUrl, ...remoteEntries]) await waitUntilServed(url, deadline);
    servers.noteGroups();

    await page.goto(`${shellDevUrl}/`);
    await expect(site.heading()).toBeVisible({ timeout: 30_000 });
    await site.navigateTo('Blogs');
    await expect(site.heading()).toHaveText('Blogs', { timeout: 30_000 });
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /All rights reserved/ })
      .click();
    await expect(site.heading()).toHaveText('Staff sign in', { timeout: 30_000 });

    expect((await site.storeState()).remotes).toEqual({
      loaded: ['mf_content', 'mf_blog', 'mf_dashboard'],
    });
    expect(await reactRendererCount(page)).toBe(1);
  } finally {
    await servers.stop();
  }
});
