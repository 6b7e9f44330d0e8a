import { expect, test } from '../support/fixtures';
import { DashboardPage } from '../support/dashboard-page';
import { runReleaseCommand, variantOfBuild } from '../support/release-command';
import { startSite, type RunningSite } from '../support/site-server';

/**
 * Issue 43, decision 0076: with STAFF_URL the dashboard has an origin of its own. Two loopback
 * names of one server: the public site on 127.0.0.1, the staff pages on localhost (both secure
 * contexts to the browser, as the https addresses of a live site are).
 */
test.describe('with STAFF_URL', () => {
  let running: RunningSite;
  let publicOrigin: string;
  let staffOrigin: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a server of its own starts first
    running = await startSite(undefined, (port) => ({
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STAFF_URL: `http://localhost:${port}`,
    }));
    publicOrigin = running.baseURL;
    staffOrigin = publicOrigin.replace('127.0.0.1', 'localhost');
  });
  test.afterAll(async () => running?.stop());

  test('the dashboard works on its own origin, where no public app is fetched', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: publicOrigin });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => void fetched.push(request.url()));

    // The public origin's /signin sends the browser to the staff origin.
    const dashboard = new DashboardPage(page);
    await dashboard.signIn();
    expect(page.url()).toBe(`${staffOrigin}/dashboard`);
    await dashboard.goTo('Forms');
    await expect(dashboard.heading()).toHaveText('Form Submissions');
    const publicApps = fetched.filter((url) => /\/mf-(content|blog)\//.test(url));
    expect(publicApps).toEqual([]);
    expect(fetched.some((url) => url.startsWith(`${staffOrigin}/mf-dashboard/`))).toBe(true);

    // The same browser on the public origin: its /dashboard redirects, and a staff request made
    // there with the staff member's token is refused.
    const token = await dashboard.storedToken();
    const publicPage = await context.newPage();
    const answer = await publicPage.goto(`${publicOrigin}/dashboard`);
    expect(answer?.request().redirectedFrom()?.url()).toBe(`${publicOrigin}/dashboard`);
    await publicPage.goto(`${publicOrigin}/privacy`);
    const refused = await publicPage.evaluate(async (bearer) => {
      const response = await fetch('/api/v1/forms', {
        headers: { authorization: `Bearer ${bearer}` },
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    }, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(staffOrigin);

    // Signing out on the staff origin lands on the public home page.
    await dashboard.logout();
    await expect(page).toHaveURL(`${publicOrigin}/`);
    await context.close();
  });

  test("an mf-dashboard candidate's preview is seen on the staff origin, with its banner", async ({
    browser,
  }) => {
    test.setTimeout(60_000); // a release command and its gate
    // On the site's machine, as `pnpm release` there makes the link from PUBLIC_URL and STAFF_URL.
    const dist = variantOfBuild(running, 'mf-dashboard', 'dashboard preview');
    const sent = await runReleaseCommand(running, [
      'release',
      'mf-dashboard',
      '--from',
      dist,
      '--preview',
    ]);
    expect(sent.status, sent.output).toBe(0);
    const id = /mf-dashboard ([0-9a-f]{12}) passed the gate/.exec(sent.output)?.[1];
    const link = /preview: (\S+)/.exec(sent.output)?.[1] ?? '';
    expect(id, sent.output).toBeTruthy();
    expect(link.startsWith(`${staffOrigin}/release-preview/`), sent.output).toBe(true);

    // Pasted on the public origin, the link still lands on the staff origin's dashboard (which
    // sends a browser that is not signed in on to its sign-in page, the preview's banner kept).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link.replace(staffOrigin, publicOrigin));
    await expect(page).toHaveURL(new RegExp(`^${staffOrigin}/(dashboard|signin)$`));
    const banner = page.getByRole('region', { name: 'Release preview' });
    await expect(banner).toContainText(`Preview of mf-dashboard ${id}: not what patients see.`);
    await banner.getByRole('button', { name: 'Leave the preview' }).click();
    await expect(page).toHaveURL(new RegExp(`^${staffOrigin}/`));
    await expect(page.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
    await context.close();
  });
});
