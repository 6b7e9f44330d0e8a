import { expect, test } from '../support/fixtures';
import { waitUntilLive } from '../support/live-page';
import {
  releaseNamedBy,
  renamedShellBuild,
  runReleaseCommand,
  shellEntryNamedBy,
  variantOfBuild,
} from '../support/release-command';

/** Releasing an app on a running site, as its team does (README "Releasing one app"). */
test.describe('releases', () => {
  // Each release gates every page of the site in sandboxes: about 12-25 s on a quiet machine,
  // twice that beside the other worker in CI. Going live is timed by its own assertions.
  test.setTimeout(180_000);

  test('a tab opened on /blogs keeps working across five releases of mf-blog: no 404, no fallback', async ({
    page,
    blogs,
    isolatedSite: site,
    isolatedStaffApi,
  }) => {
    const title = `Release-proof ${Date.now()}`;
    await isolatedStaffApi.publishBlog({ title, subTitle: 'Opened across releases.' });
    const first = await runReleaseCommand(site, [
      'release',
      'mf-blog',
      '--from',
      variantOfBuild(site, 'mf-blog', 'N'),
    ]);
    expect(first.status, first.output).toBe(0);
    await expect.poll(() => releaseNamedBy(site, '/blogs', 'mf-blog')).toMatch(/^[0-9a-f]{12}$/);

    const failed: string[] = [];
    const loaded: string[] = [];
    page.on('response', (response) => {
      loaded.push(response.url());
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${site.baseURL}/blogs`);
    await waitUntilLive(page);
    const opened = await releaseNamedBy(site, '/blogs', 'mf-blog');

    for (let release = 1; release <= 5; release++) {
      const next = await runReleaseCommand(site, [
        'release',
        'mf-blog',
        '--from',
        variantOfBuild(site, 'mf-blog', `N+${release}`),
      ]);
      expect(next.status, next.output).toBe(0);
      await expect.poll(() => releaseNamedBy(site, '/blogs', 'mf-blog')).not.toBe(opened);
      // The tab still runs release N: it opens a blog, and comes back to the list.
      await blogs.openBlogAndComeBack(title);
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(failed).toEqual([]);
    // Everything the tab loaded of mf-blog came from the release it was opened on.
    const ofBlog = loaded.filter((url) => url.includes('/releases/mf-blog/'));
    expect(ofBlog.length).toBeGreaterThan(1);
    expect(ofBlog.filter((url) => !url.includes(`/releases/mf-blog/${opened}/`))).toEqual([]);
  });

  test('pnpm rollback serves the previous release again within 2 s', async ({
    isolatedSite: site,
  }) => {
    for (const marker of ['A', 'B']) {
      const made = await runReleaseCommand(site, [
        'release',
        'mf-blog',
        '--from',
        variantOfBuild(site, 'mf-blog', marker),
      ]);
      expect(made.status, made.output).toBe(0);
    }
    await expect.poll(() => releaseNamedBy(site, '/blogs', 'mf-blog')).toMatch(/^[0-9a-f]{12}$/);
    const b = await releaseNamedBy(site, '/blogs', 'mf-blog');
    const rolledBack = await runReleaseCommand(site, ['rollback', 'mf-blog']);
    expect(rolledBack.status, rolledBack.output).toBe(0);
    const started = Date.now();
    await expect
      .poll(() => releaseNamedBy(site, '/blogs', 'mf-blog'), { intervals: [100] })
      .not.toBe(b);
    expect(Date.now() - started).toBeLessThan(2000);
    const listed = await runReleaseCommand(site, ['releases', 'mf-blog']);
    expect(listed.output).toContain(`${b}`);
    expect(listed.output).toMatch(/\* [0-9a-f]{12}/);
  });

  test('a tab opened before a shell release keeps working: it loads its own chunks from its release, and new pages use the new shell', async ({
    page,
    isolatedSite: site,
  }) => {
    /** Releases a shell build whose every chunk is named with `marker`. */
    const releaseShell = async (marker: string) => {
      const made = await runReleaseCommand(site, [
        'release',
        'shell',
        '--from',
        renamedShellBuild(site, marker),
      ]);
      expect(made.status, made.output).toBe(0);
    };
    await releaseShell('A');
    await expect.poll(() => shellEntryNamedBy(site, '/COPD')).toMatch(/-A\.js$/);

    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${site.baseURL}/COPD`);
    await waitUntilLive(page);

    await releaseShell('B');
    const started = Date.now();
    await expect
      .poll(() => shellEntryNamedBy(site, '/COPD'), { intervals: [100] })
      .toMatch(/-B\.js$/);
    expect(Date.now() - started).toBeLessThan(2000);

    // The old tab's first scroll fetches its enquiry form's chunk, which only release A has.
    const formChunk = page.waitForResponse((response) =>
      /\/assets\/enquiry-form-[^/]+\.js$/.test(response.url()),
    );
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    const chunk = await formChunk;
    expect(chunk.url()).toMatch(/-A\.js$/);
    expect(chunk.status()).toBe(200);
    // It goes on to another page in the browser, with release A's code.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(failed).toEqual([]);
    const listed = await runReleaseCommand(site, ['releases', 'shell']);
    expect(listed.output).toMatch(/\* [0-9a-f]{12}/);
  });
});
