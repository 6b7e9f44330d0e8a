import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DashboardPage } from '../support/dashboard-page';
import { test, expect } from '../support/fixtures';
import type { StaffApi } from '../support/staff-api';
import { openLive } from '../support/live-page';

type Role = 'Editor' | 'Front desk';

/** A person's own browser: nothing of the owner's session is in it. */
async function ownBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The owner invites `email` with `role` on the Staff page, and reads the link shown once. */
async function invite(owner: Page, email: string, role: Role): Promise<string> {
  await openLive(owner, '/dashboard/Staff');
  await owner.getByLabel('E-mail', { exact: true }).fill(email);
  await owner.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await owner.getByRole('button', { name: 'Invite' }).click();
  const link = await owner.getByLabel('Invitation link').inputValue();
  // The link names the site's public address; this run serves it on a port of its own.
  return new URL(link).pathname;
}

/** The invited person opens the link, chooses a name and a password, then signs in. */
async function accept(person: Page, invitation: string, name: string, email: string) {
  const password = `pw-${randomUUID()}`;
  await openLive(person, invitation);
  await person.getByLabel('Your name', { exact: true }).fill(name);
  await person.getByLabel('Choose a password', { exact: true }).fill(password);
  await person.getByRole('button', { name: 'Create my account' }).click();
  await expect(person.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  const dashboard = new DashboardPage(person);
  await dashboard.signIn({ email, password });
  return dashboard;
}

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@clinic.test`;

/** A new member of staff: invited by the owner, then signed in in a browser of their own. */
async function join(
  owner: Page,
  browser: Browser,
  baseURL: string | undefined,
  role: Role,
  name: string,
) {
  const email = uniqueEmail(role === 'Editor' ? 'editor' : 'desk');
  const invitation = await invite(owner, email, role);
  return {
    member: await accept(await ownBrowser(browser, baseURL), invitation, name, email),
    email,
  };
}

/** A patient's enquiry, sent over the public form's API; answers the patient's (unique) name. */
async function sendEnquiry(staffApi: StaffApi, message: string): Promise<string> {
  const patient = `Patient ${randomUUID().slice(0, 6)}`;
  await staffApi.sendEnquiry({ name: patient, phone: '9812345678', message });
  return patient;
}

test.describe('staff roles (issue 43)', () => {
  // Journeys of two or three people, each signing in in a browser of their own: 25-30 s alone,
  // more beside another worker.
  test.slow();

  test('an owner invites a front-desk member, who reads the enquiries but sees no Blogs or Links and is refused the Blogs page politely', async ({
    dashboard,
    page,
    browser,
    staffApi,
    baseURL,
  }) => {
    const patient = await sendEnquiry(staffApi, 'Cough at night');
    await dashboard.signIn();
    const { member: desk } = await join(page, browser, baseURL, 'Front desk', 'Meena');
    await expect(desk.sidebarLink('Forms')).toBeVisible();
    await expect(desk.sidebar().getByRole('link', { name: /^Blogs\b/ })).toHaveCount(0);
    await expect(desk.sidebar().getByRole('link', { name: /^Links\b/ })).toHaveCount(0);
    await desk.goTo('Forms');
    await expect(desk.page.getByRole('cell', { name: patient }).first()).toBeVisible();

    await openLive(desk.page, '/dashboard/Blogs');
    await expect(desk.heading()).toHaveText('This page is not part of your role');
    await expect(desk.page.getByRole('button', { name: 'Create Blog' })).toHaveCount(0);
  });

  test('an editor never sees an enquiry, and the owner reads what both did in the audit log', async ({
    dashboard,
    page,
    browser,
    staffApi,
    baseURL,
  }) => {
    const patient = await sendEnquiry(staffApi, 'Breathless');
    await dashboard.signIn();
    const { member: desk, email: deskEmail } = await join(
      page,
      browser,
      baseURL,
      'Front desk',
      'Meena',
    );
    await desk.goTo('Forms');
    await expect(desk.page.getByRole('cell', { name: patient }).first()).toBeVisible();

    const { member: editor, email: editorEmail } = await join(
      page,
      browser,
      baseURL,
      'Editor',
      'Ravi',
    );
    await expect(editor.sidebarLink('Blogs')).toBeVisible();
    await expect(editor.sidebar().getByRole('link', { name: /^Forms\b/ })).toHaveCount(0);
    await openLive(editor.page, '/dashboard/Forms');
    await expect(editor.heading()).toHaveText('This page is not part of your role');
    await expect(editor.page.getByText(patient)).toHaveCount(0);
    // Not even the API answers the editor with enquiries.
    const refused = await editor.page.evaluate(async () => {
      const token = localStorage.getItem('Bearer');
      const response = await fetch('/api/v1/forms', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: await response.text() };
    });
    expect(refused.status).toBe(403);
    expect(refused.body).not.toContain(patient);

    await openLive(page, '/dashboard/Audit');
    const log = page.getByRole('table');
    await expect(log.getByRole('row').filter({ hasText: deskEmail }).first()).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: editorEmail }).first()).toBeVisible();
    await page.getByLabel('Person').selectOption(deskEmail);
    await expect(log.getByRole('row').filter({ hasText: 'GET /forms' }).first()).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: editorEmail })).toHaveCount(0);
    // The log says who read the enquiries, never what they say.
    await expect(page.getByText(patient)).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`axe finds nothing serious on the Staff, Audit and invitation pages at ${width} px`, async ({
      dashboard,
      page,
      browser,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await dashboard.signIn();
      const invitation = await invite(page, uniqueEmail('axe'), 'Editor');
      await expectNoSeriousViolations(page, `axe on /dashboard/Staff at ${width} px`);
      await openLive(page, '/dashboard/Audit');
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSeriousViolations(page, `axe on /dashboard/Audit at ${width} px`);
      const person = await ownBrowser(browser, baseURL);
      await person.setViewportSize({ width, height: 900 });
      await openLive(person, invitation);
      await expectNoSeriousViolations(person, `axe on the invitation page at ${width} px`);
    });
  }
});
