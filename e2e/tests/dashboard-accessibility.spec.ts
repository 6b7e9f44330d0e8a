import { expectNoSeriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

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

    test('each dashboard page, a dialog and a toast', async ({ dashboard, page, staffApi }) => {
      const token = await staffApi.signIn();
      const link = await staffApi.addLink(
        {
          category: 'homeyoutube',
          url: `https://example.com/axe/${viewport.width}/${Date.now()}`,
        },
        token,
      );
      await staffApi.sendEnquiry({ name: 'Axe Check', phone: '9876543210', message: 'Hello' });
      try {
        await dashboard.signIn();
        await expectNoSeriousViolations(page, '/dashboard');
        for (const [label, heading] of [
          ['Blogs', 'Blog List'],
          ['Links', 'Social Links'],
          ['Forms', 'Form Submissions'],
        ] as const) {
          if (viewport.width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
          await dashboard.goTo(label);
          await expect(dashboard.heading()).toHaveText(heading);
          await page.waitForLoadState('networkidle');
          await expectNoSeriousViolations(page, `/dashboard/${label}`);
        }
        await dashboard
          .formRows()
          .first()
          .getByRole('button', { name: /^Delete/ })
          .click();
        await expect(dashboard.confirmDialog()).toBeVisible();
        await expectNoSeriousViolations(page, 'the delete confirmation');
        await page.keyboard.press('Escape');

        if (viewport.width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
        await dashboard.goTo('Links');
        await page.getByRole('button', { name: 'Add Link' }).click();
        await dashboard.dialog('Add Link').getByRole('button', { name: 'Save Link' }).click();
        await expect(dashboard.dialog('Add Link').getByText('Category is required.')).toBeVisible();
        await expectNoSeriousViolations(page, 'the Add Link dialog with its errors');
        await page.keyboard.press('Escape');

        if (viewport.width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
        await dashboard.goTo('Forms');
        await page.getByRole('button', { name: 'Export CSV' }).click();
        await dashboard.expectToast('Exported');
        await expectNoSeriousViolations(page, 'a toast');
      } finally {
        await page.request.delete(`/api/v1/social-links/${link._id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
      }
    });
  });
}
