import { expectNoSeriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { waitUntilLive } from '../support/live-page';
import {
  createDeployToken,
  releaseNamedBy,
  runRemoteReleaseCommand,
} from '../support/release-command';
import { blogBuildTitled, decide, staffOfRole, staffSession } from '../support/release-candidates';
import { staffAccount, startSite, type RunningSite } from '../support/site-server';

/**
 * Issue 44 in real Chromium against the built site: a team's preview over HTTP is seen only in
 * the browser that opened its link, never through the page cache; only an owner approves, and
 * then the same files are live; a declined candidate never is.
 */
test.describe('release previews and approval', () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    // Copying the builds and starting a server take a while on a busy machine.
    test.setTimeout(120_000);
    // mf-blog's releases wait for an owner here, as on a live site.
    site = await startSite(undefined, { RELEASE_APPROVAL: 'mf-blog' });
  });
  test.afterAll(async () => site?.stop());

  test("a team's preview is only in its browser, with a banner, until it is left or revoked; the owner approves it live; a declined one never goes live", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const token = await createDeployToken(site, 'mf-blog', 'blog team CI');
    const deploy = (path: string, method: string) =>
      fetch(`${site.baseURL}/deploy/v1/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
      });
    const blogsBefore = await (await fetch(`${site.baseURL}/blogs`)).text();
    const liveBefore = await releaseNamedBy(site, '/blogs', 'mf-blog');

    const sent = await runRemoteReleaseCommand(site, token, [
      'release',
      'mf-blog',
      '--from',
      blogBuildTitled(site, 'Blogs in preview'),
      '--preview',
    ]);
    expect(sent.status, sent.output).toBe(0);
    const id = /mf-blog ([0-9a-f]{12}) passed the gate and is a candidate/.exec(sent.output)?.[1];
    const link = /preview: (\S+)/.exec(sent.output)?.[1];
    expect(id && link, sent.output).toBeTruthy();
    expect(sent.output).toContain('changed pages: /blogs');

    // A patient's browser, and the team's with the link: the page cache is warm for both.
    const patient = await (await browser.newContext()).newPage();
    const team = await (await browser.newContext()).newPage();
    await patient.goto(`${site.baseURL}/blogs`);
    await team.goto(link!);
    await waitUntilLive(team);
    await team.goto(`${site.baseURL}/blogs`);
    await expect(team.getByRole('heading', { level: 1 })).toHaveText('Blogs in preview');
    const banner = team.getByRole('region', { name: 'Release preview' });
    await expect(banner).toContainText(`Preview of mf-blog ${id}: not what patients see.`);
    await expectNoSeriousViolations(team);
    // The button takes a pointer's click at both widths: no fixed bar of the page lies over it.
    const leave = banner.getByRole('button', { name: 'Leave the preview' });
    await leave.click({ trial: true, timeout: 5_000 });
    await team.setViewportSize({ width: 375, height: 800 });
    await expect(leave).toBeVisible();
    await leave.click({ trial: true, timeout: 5_000 });
    const answer = await team.request.get(`${site.baseURL}/blogs`);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
    await team.goto(`${site.baseURL}/`);
    await expect(team.getByRole('region', { name: 'Release preview' })).toBeVisible();

    await patient.reload();
    await expect(patient.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    await expect(patient.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
    expect(await (await fetch(`${site.baseURL}/blogs`)).text()).toBe(blogsBefore);

    // Leaving (by keyboard) ends it in this browser; the link opens it again until revoked.
    await team.goto(`${site.baseURL}/blogs`);
    await team.getByRole('button', { name: 'Leave the preview' }).focus();
    await team.keyboard.press('Enter');
    await expect(team).toHaveURL(`${site.baseURL}/`);
    await expect(team.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
    await team.goto(`${site.baseURL}/blogs`);
    await expect(team.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    await team.goto(link!);
    await expect(team.getByRole('region', { name: 'Release preview' })).toBeVisible();
    // As `pnpm release end-preview mf-blog <id> --to` sends it (a command takes seconds to start).
    const ended = await deploy(`apps/mf-blog/releases/${id}/preview`, 'DELETE');
    expect(ended.status).toBe(200);
    await team.goto(`${site.baseURL}/blogs`);
    await expect(team.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    await expect(team.getByRole('region', { name: 'Release preview' })).toHaveCount(0);

    // Only an owner approves: the team's token, an editor and the front desk are refused.
    const owner = await staffSession(site, staffAccount.email, staffAccount.password);
    expect((await decide(site, { authorization: `Bearer ${token}` }, id!, 'approve')).status).toBe(
      403,
    );
    for (const role of ['editor', 'front-desk'] as const)
      expect(
        (await decide(site, await staffOfRole(site, owner, role), id!, 'approve')).status,
        role,
      ).toBe(403);
    expect(await releaseNamedBy(site, '/blogs', 'mf-blog')).toBe(liveBefore);

    const approved = await decide(site, owner, id!, 'approve', 'Looked right in the preview');
    expect(approved.status, await approved.clone().text()).toBe(200);
    const started = Date.now();
    await expect
      .poll(() => releaseNamedBy(site, '/blogs', 'mf-blog'), { intervals: [100], timeout: 2000 })
      .toBe(id);
    expect(Date.now() - started).toBeLessThan(2000);
    await patient.reload();
    await expect(patient.getByRole('heading', { level: 1 })).toHaveText('Blogs in preview');

    // A second candidate (a plain release: mf-blog needs approval), declined: never live.
    const second = await runRemoteReleaseCommand(site, token, [
      'release',
      'mf-blog',
      '--from',
      blogBuildTitled(site, 'Blogs never shown'),
    ]);
    expect(second.status, second.output).toBe(0);
    const declinedId = /mf-blog ([0-9a-f]{12}) passed the gate/.exec(second.output)?.[1];
    expect((await decide(site, owner, declinedId!, 'decline', 'Not this week')).status).toBe(200);
    expect((await decide(site, owner, declinedId!, 'approve')).status).toBe(409);
    const promoted = await deploy(`apps/mf-blog/releases/${declinedId}/promote`, 'POST');
    expect(promoted.status).toBe(403);
    expect(await promoted.text()).toContain('RELEASE_APPROVAL');
    expect(await releaseNamedBy(site, '/blogs', 'mf-blog')).toBe(id);
    const { text } = (await (await deploy('releases', 'GET')).json()) as { text: string };
    expect(text).toMatch(/approved by .*Looked right in the preview/);
    expect(text).toMatch(new RegExp(`${declinedId}  \\S+  declined by .*Not this week`));
  });
});
