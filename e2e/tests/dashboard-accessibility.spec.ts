import { expectNoSeriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { openLive } from '../support/live-page';

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

const PAGES = [
  { path: '/dashboard', heading: 'Welcome' },
  { path: '/dashboard/Blogs', heading: 'Blog List' },
  { path: '/dashboard/Links', heading: 'Social Links' },
  { path: '/dashboard/Forms', heading: 'Form Submissions' },
] as const;

// One axe run a test (each takes seconds on a slow machine); the staff session comes from the API,
// so only the sign-in page's own test goes through the form.
for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('/signin, with and without its failure notice', async ({ dashboard }) => {
      await dashboard.openSignin();
      await expectNoSeriousViolations(dashboard.page, '/signin');
      await dashboard.fillSignin('someone@clinic.test', 'wrong password');
      await dashboard.signInButton().click();
      await expect(dashboard.notice()).toBeVisible();
      await expectNoSeriousViolations(dashboard.page, '/signin with its notice');
    });
  });

  test.describe(`axe at ${viewport.width} px, signed in`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ site }) => {
      await site.signInStaff();
    });

    for (const { path, heading } of PAGES) {
      test(path, async ({ dashboard, page }) => {
        await openLive(page, path);
        await expect(dashboard.heading()).toHaveText(heading);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, path);
      });
    }

    test('the delete confirmation', async ({ dashboard, page, staffApi }) => {
      await staffApi.sendEnquiry({ name: 'Axe Check', phone: '9876543210', message: 'Hello' });
      await openLive(page, '/dashboard/Forms');
      await dashboard
        .formRows()
        .first()
        .getByRole('button', { name: /^Delete/ })
        .click();
      await expect(dashboard.confirmDialog()).toBeVisible();
      await expectNoSeriousViolations(page, 'the delete confirmation');
    });

    test('the Add Link dialog with its errors', async ({ dashboard, page }) => {
      await openLive(page, '/dashboard/Links');
      await page.getByRole('button', { name: 'Add Link' }).click();
      await dashboard.dialog('Add Link').getByRole('button', { name: 'Save Link' }).click();
      await expect(dashboard.dialog('Add Link').getByText('Category is required.')).toBeVisible();
      await expectNoSeriousViolations(page, 'the Add Link dialog with its errors');
    });

    test('a toast', async ({ dashboard, page, staffApi }) => {
      await staffApi.sendEnquiry({ name: 'Axe Toast', phone: '9876543210', message: 'Hello' });
      await openLive(page, '/dashboard/Forms');
      await expect(dashboard.formRows().first()).toBeVisible();
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await dashboard.expectToast('Exported');
      await expectNoSeriousViolations(page, 'a toast');
    });
  });
}
