import { expect, test } from '../support/fixtures';
import { waitUntilLive } from '../support/live-page';
import { releaseNamedBy, runReleaseCommand, variantOfBuild } from '../support/release-command';

/** Releasing a remote on a running site, as its team does (README "Releasing one app"). */
test.describe('releases', () => {
  test.slow();

  test('a tab opened on /blogs keeps working across five releases of mf-blog: no 404, no fallback', async ({
    page,
    isolatedSite: site,
    isolatedStaffApi,
  }) => {
    const title = `Release-proof ${Date.now()}`;
    await isolatedStaffApi.publishBlog({ title, subTitle: 'Opened across releases.' });
    const first = runReleaseCommand(site, [
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
      const next = runReleaseCommand(site, [
        'release',
        'mf-blog',
        '--from',
        variantOfBuild(site, 'mf-blog', `N+${release}`),
      ]);
      expect(next.status, next.output).toBe(0);
      await expect.poll(() => releaseNamedBy(site, '/blogs', 'mf-blog')).not.toBe(opened);
      // The tab still runs release N: it opens a blog, and comes back to the list.
      await page
        .getByRole('article', { name: title })
        .getByRole('link', { name: 'Read Full Blog' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
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
      const made = runReleaseCommand(site, [
        'release',
        'mf-blog',
        '--from',
        variantOfBuild(site, 'mf-blog', marker),
      ]);
      expect(made.status, made.output).toBe(0);
    }
    await expect.poll(() => releaseNamedBy(site, '/blogs', 'mf-blog')).toMatch(/^[0-9a-f]{12}$/);
    const b = await releaseNamedBy(site, '/blogs', 'mf-blog');
    const rolledBack = runReleaseCommand(site, ['rollback', 'mf-blog']);
    expect(rolledBack.status, rolledBack.output).toBe(0);
    const started = Date.now();
    await expect
      .poll(() => releaseNamedBy(site, '/blogs', 'mf-blog'), { intervals: [100] })
      .not.toBe(b);
    expect(Date.now() - started).toBeLessThan(2000);
    const listed = runReleaseCommand(site, ['releases', 'mf-blog']);
    expect(listed.output).toContain(`${b}`);
    expect(listed.output).toMatch(/\* [0-9a-f]{12}/);
  });
});
