import { afterAll, beforeAll, expect, it } from 'vitest';
import { blogSaying, openPreview } from './helpers/candidate-requests';
import { runReleaseCommand } from './helpers/release-cli';
import { createSiteTestApp, type SiteTestApp } from './helpers/site-test-app';

/**
 * Issue 44 on the site's machine: `pnpm release <app> --preview` prints the preview link and the
 * changed pages and changes nothing visitors see; `pnpm release promote` makes it live where no
 * approval is needed and refuses clearly where RELEASE_APPROVAL names the app; `pnpm release
 * end-preview` ends a link; `pnpm releases` lists the candidates.
 */
let t: SiteTestApp;
beforeAll(async () => {
  t = await createSiteTestApp();
});
afterAll(() => t.close());

const blogs = (cookie?: string) =>
  t.app.inject({ url: '/blogs', headers: cookie ? { cookie } : {} }).then((r) => r.body);

it('previews, ends, promotes and lists candidates from the command; promote refuses where approval is needed', async () => {
  const env = {
    DATA_DIR: t.config.dataDir,
    WEB_ROOT: t.config.webRoot,
    RELEASES_DIR: t.config.releasesDir,
    ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
  };
  const before = await blogs();
  const preview = await runReleaseCommand(
    ['release', 'mf-blog', '--from', blogSaying('Command preview'), '--preview'],
    env,
  );
  const id = /mf-blog ([0-9a-f]{12}) passed the gate and is a candidate, not live/.exec(
    preview.stdout,
  )?.[1];
  expect(id, preview.stdout).toBeDefined();
  expect(preview.stdout).toContain(`pnpm release promote mf-blog ${id}`);
  expect(preview.stdout).toContain('changed pages: /blogs');
  const link = /preview: (http:\/\/localhost:\d+\/release-preview\/\S+)/.exec(preview.stdout)?.[1];
  expect(link, preview.stdout).toBeDefined();
  expect(await blogs()).toBe(before);
  const { cookie } = await openPreview(t.app, link!);
  expect(await blogs(cookie)).toContain('Command preview');

  const ended = await runReleaseCommand(['release', 'end-preview', 'mf-blog', id!], env);
  expect(ended.stdout).toContain(`The preview of mf-blog ${id} has ended.`);
  expect(await blogs(cookie)).toBe(before);

  // Where mf-blog's releases need an owner, the command does not promote.
  const refused = await runReleaseCommand(['release', 'promote', 'mf-blog', id!], {
    ...env,
    RELEASE_APPROVAL: 'mf-blog',
  }).catch((error: { stderr: string; code: number }) => error);
  expect(refused).toMatchObject({ code: 1 });
  expect((refused as { stderr: string }).stderr).toContain("need an owner's approval");
  expect(await blogs()).toBe(before);

  const promoted = await runReleaseCommand(['release', 'promote', 'mf-blog', id!], env);
  expect(promoted.stdout).toContain(`mf-blog ${id} is live (promoted).`);
  const started = Date.now();
  while (!(await blogs()).includes('Command preview')) {
    expect(Date.now() - started).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const listed = await runReleaseCommand(['list', 'mf-blog'], env);
  expect(listed.stdout).toMatch(new RegExp(`${id}  \\S+  promoted by test`));
  expect(listed.stdout).toContain('changed pages: /blogs');
}, 120_000);
