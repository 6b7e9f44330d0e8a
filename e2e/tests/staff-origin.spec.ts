import { expect, test } from '../support/fixtures';
import { DashboardPage } from '../support/dashboard-page';
import { startSite } from '../support/site-server';

/**
 * Issue 43, decision 0076: with STAFF_URL the dashboard has an origin of its own. Two loopback
 * names of one server: the public site on 127.0.0.1, the staff pages on localhost (both secure
 * contexts to the browser, as the https addresses of a live site are).
 */
test('with STAFF_URL the dashboard works on its own origin, where no public app is fetched', async ({
  browser,
}) => {
  test.slow(); // a server of its own starts first
  const running = await startSite(undefined, (port) => ({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STAFF_URL: `http://localhost:${port}`,
  }));
  try {
    const publicOrigin = running.baseURL;
    const staffOrigin = publicOrigin.replace('127.0.0.1', 'localhost');
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
  } finally {
    await running.stop();
  }
});
