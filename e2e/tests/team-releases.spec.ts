import { expect, test } from '../support/fixtures';
import { waitUntilLive } from '../support/live-page';
import { runInTerminal } from '../support/pnpm-command';
import { buildRelease } from '../support/release-build';
import {
  createDeployToken,
  releaseNamedBy,
  runReleaseCommand,
  runRemoteReleaseCommand,
  variantOfBuild,
} from '../support/release-command';

/**
 * Teams release from their own CI over HTTP with a deploy token, and from the site's machine in
 * a plain terminal (README "Releasing one app"): the gate is the only way in.
 */
test.describe('team releases', () => {
  test.slow();

  test("the docs' CI job (install, test, pnpm release mf-blog --to $SITE) makes its release live, recorded under its token", async ({
    page,
    isolatedSite: site,
  }) => {
    test.setTimeout(600_000);
    const token = createDeployToken(site, 'mf-blog', 'blog team CI');
    const job = runInTerminal('bash', ['docs/examples/release-from-ci.sh'], {
      SITE: site.baseURL,
      BLOG_DEPLOY_TOKEN: token,
    });
    expect(job.status, job.output).toBe(0);
    const id = /mf-blog ([0-9a-f]{12}) is live on the site/.exec(job.output)?.[1];
    expect(id, job.output).toBeDefined();
    await expect.poll(() => releaseNamedBy(site, '/blogs', 'mf-blog')).toBe(id);
    await page.goto(`${site.baseURL}/blogs`);
    await waitUntilLive(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    const listed = runRemoteReleaseCommand(site, token, ['releases']);
    expect(listed.status, listed.output).toBe(0);
    expect(listed.output).toMatch(new RegExp(`\\* ${id}.*deploy token "blog team CI"`));
    // The token is mf-blog's alone: another app's rollback is refused.
    const other = runRemoteReleaseCommand(site, token, ['rollback', 'mf-content']);
    expect(other.output).toContain('(403)');
  });

  test('from a plain terminal: a release whose page throws on real data is refused and /blogs is byte-identical; a good one is live within 2 s; rollback brings back the build folder live before', async ({
    isolatedSite: site,
    isolatedStaffApi,
  }) => {
    test.setTimeout(600_000);
    await isolatedStaffApi.publishBlog({ title: 'Card breaker', subTitle: 'Real data.' });
    const broken = buildRelease('mf-blog', {
      app: [
        {
          file: 'src/features/blogs/components/blog-card.tsx',
          from: '  const titleId = useId();',
          to: "  const titleId = useId();\n  if (blog.title === 'Card breaker') throw new Error('the card broke');",
        },
      ],
    });
    const blogsBefore = await (await fetch(`${site.baseURL}/blogs`)).text();
    const refused = runReleaseCommand(site, ['release', 'mf-blog', '--from', broken]);
    expect(refused.status, refused.output).toBe(1);
    expect(refused.output).toContain('page /blogs failed on the server');
    expect(await (await fetch(`${site.baseURL}/blogs`)).text()).toBe(blogsBefore);
    // Its files are not served under any address.
    const id = /mf-blog ([0-9a-f]{12}) refused/.exec(refused.output)?.[1];
    expect((await fetch(`${site.baseURL}/releases/mf-blog/${id}/remoteEntry.js`)).status).toBe(404);

    const good = runReleaseCommand(site, [
      'release',
      'mf-blog',
      '--from',
      variantOfBuild(site, 'mf-blog', 'good'),
    ]);
    expect(good.status, good.output).toBe(0);
    const live = /mf-blog ([0-9a-f]{12}) is live/.exec(good.output)?.[1];
    const started = Date.now();
    await expect
      .poll(() => releaseNamedBy(site, '/blogs', 'mf-blog'), { intervals: [100] })
      .toBe(live);
    expect(Date.now() - started).toBeLessThan(2000);

    const back = runReleaseCommand(site, ['rollback', 'mf-blog']);
    expect(back.status, back.output).toBe(0);
    const baseline = /mf-blog ([0-9a-f]{12}) is live/.exec(back.output)?.[1];
    expect(baseline).not.toBe(live);
    await expect.poll(() => releaseNamedBy(site, '/blogs', 'mf-blog')).toBe(baseline);
    const listed = runReleaseCommand(site, ['releases', 'mf-blog']);
    expect(listed.output).toContain('the build folder live before the first release');
  });

  test('a tab opened before ten releases made over HTTP still follows links and loads the rest of its code', async ({
    page,
    blogs,
    isolatedSite: site,
    isolatedStaffApi,
  }) => {
    test.setTimeout(600_000);
    const title = `Ten releases ${Date.now()}`;
    await isolatedStaffApi.publishBlog({ title, subTitle: 'Opened across releases.' });
    const token = createDeployToken(site, 'mf-blog', 'blog team CI');
    const release = (marker: string) => {
      const made = runRemoteReleaseCommand(site, token, [
        'release',
        'mf-blog',
        '--from',
        variantOfBuild(site, 'mf-blog', marker),
      ]);
      expect(made.status, made.output).toBe(0);
    };
    release('N');
    await expect.poll(() => releaseNamedBy(site, '/blogs', 'mf-blog')).toMatch(/^[0-9a-f]{12}$/);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${site.baseURL}/blogs`);
    await waitUntilLive(page);
    const opened = await releaseNamedBy(site, '/blogs', 'mf-blog');
    for (let n = 1; n <= 10; n++) release(`N+${n}`);
    await expect.poll(() => releaseNamedBy(site, '/blogs', 'mf-blog')).not.toBe(opened);
    // The tab, still on release N, opens a blog (code it had not loaded yet) and comes back.
    await blogs.openBlogAndComeBack(title);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(failed).toEqual([]);
  });
});
