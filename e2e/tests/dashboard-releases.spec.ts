import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DashboardPage } from '../support/dashboard-page';
import { expect, test } from '../support/fixtures';
import { openLive } from '../support/live-page';
import {
  createDeployToken,
  releaseNamedBy,
  runRemoteReleaseCommand,
} from '../support/release-command';
import { blogBuildTitled, invitedStaff, staffSession } from '../support/release-candidates';
import { staffAccount, startSite, type RunningSite } from '../support/site-server';

/**
 * Issue 44's Releases page in real Chromium against the built site: the owner approves a team's
 * candidate there and it is live; one declined there with a reason never is; an editor is not
 * offered the page.
 */
test.describe('the dashboard’s Releases page', () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    // Copying the builds and starting a server take a while on a busy machine.
    test.setTimeout(120_000);
    site = await startSite(undefined, { RELEASE_APPROVAL: 'mf-blog' });
  });
  test.afterAll(async () => site?.stop());

  const signedIn = async (browser: Browser, account = staffAccount): Promise<Page> => {
    const page = await (await browser.newContext({ baseURL: site.baseURL })).newPage();
    await new DashboardPage(page).signIn(account);
    return page;
  };

  /** A team's preview release of mf-blog titled `title` from CI: a candidate, by its id. */
  const candidate = async (token: string, title: string): Promise<string> => {
    const sent = await runRemoteReleaseCommand(site, token, [
      'release',
      'mf-blog',
      '--from',
      blogBuildTitled(site, title),
      '--preview',
    ]);
    expect(sent.status, sent.output).toBe(0);
    return /mf-blog ([0-9a-f]{12}) passed the gate/.exec(sent.output)![1]!;
  };

  const liveBlogs = () => releaseNamedBy(site, '/blogs', 'mf-blog');

  test('the owner approves one candidate live and declines another with a reason; an editor has no Releases link', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const token = await createDeployToken(site, 'mf-blog', 'blog team CI');
    const approvedId = await candidate(token, 'Blogs approved on the page');
    const declinedId = await candidate(token, 'Blogs declined on the page');

    const owner = await signedIn(browser);
    await owner
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Releases' })
      .click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Releases');
    const waiting = owner.getByRole('table', { name: 'Waiting for a decision' });
    await expect(waiting.getByRole('row')).toHaveCount(3);
    await expect(waiting).toContainText('deploy token "blog team CI"');
    await expect(
      waiting.getByRole('link', {
        name: `Open the preview of mf-blog ${approvedId} (opens in a new tab)`,
      }),
    ).toHaveAttribute('target', '_blank');
    await expectNoSeriousViolations(owner, 'Releases at 1280 px');
    await owner.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousViolations(owner, 'Releases at 375 px');
    await owner.setViewportSize({ width: 1280, height: 800 });

    await owner.getByRole('button', { name: `Approve mf-blog ${approvedId}` }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await expect(owner.getByText(`mf-blog ${approvedId} is live (approved by`)).toBeVisible();
    await expect.poll(liveBlogs, { intervals: [200], timeout: 5000 }).toBe(approvedId);
    expect(await (await fetch(`${site.baseURL}/blogs`)).text()).toContain(
      'Blogs approved on the page',
    );

    const decline = owner.getByRole('button', { name: `Decline mf-blog ${declinedId}` });
    await decline.focus();
    await owner.keyboard.press('Enter');
    const dialog = owner.getByRole('dialog', { name: `Decline mf-blog ${declinedId}` });
    await owner.keyboard.type('Not this week');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      owner.getByText(`mf-blog ${declinedId} was declined: it will not go live.`),
    ).toBeVisible();
    await expect(owner.getByText('No releases are waiting')).toBeVisible();
    const decided = owner.getByRole('table', { name: 'Decided and expired' });
    await expect(decided.getByRole('row').filter({ hasText: declinedId })).toContainText(
      /Declined.*Not this week/,
    );
    await expect(decided.getByRole('row').filter({ hasText: approvedId })).toContainText(
      'Approved',
    );
    expect(await liveBlogs()).toBe(approvedId);

    const editor = await signedIn(
      browser,
      await invitedStaff(
        site,
        await staffSession(site, staffAccount.email, staffAccount.password),
        'editor',
      ),
    );
    await expect(
      editor.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Blogs' }),
    ).toBeVisible();
    await expect(editor.getByRole('link', { name: 'Releases' })).toHaveCount(0);
    await openLive(editor, '/dashboard/Releases');
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(
      'This page is not part of your role',
    );
  });
});
