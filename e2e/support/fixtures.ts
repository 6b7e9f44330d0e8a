import { test as base } from '@playwright/test';
import { EnquiryPopup } from './enquiry-popup';
import { BlogsPage } from './blogs-page';
import { DashboardPage } from './dashboard-page';
import { countReactRenderers } from './react-renderer-counter';
import { SiteChrome } from './site-chrome';
import { startSite, type RunningSite } from './site-server';
import { SitePage } from './site-page';
import { StaffApi } from './staff-api';

interface Fixtures {
  site: SitePage;
  chrome: SiteChrome;
  enquiry: EnquiryPopup;
  blogs: BlogsPage;
  /** The staff side: /signin and the dashboard, on the same page as `site`. */
  dashboard: DashboardPage;
  staffApi: StaffApi;
  /** A server of its own on a copy of the builds, for tests that change the deployed files. */
  isolatedSite: RunningSite;
  /** The staff API of `isolatedSite`, for tests that need data no other test can touch. */
  isolatedStaffApi: StaffApi;
}

export const test = base.extend<Fixtures>({
  site: async ({ page }, use) => {
    await countReactRenderers(page);
    await use(new SitePage(page));
  },
  chrome: async ({ page }, use) => {
    await use(new SiteChrome(page));
  },
  enquiry: async ({ page }, use) => {
    await use(new EnquiryPopup(page));
  },
  blogs: async ({ page }, use) => {
    await use(new BlogsPage(page));
  },
  dashboard: async ({ site }, use) => {
    await use(new DashboardPage(site.page));
  },
  staffApi: async ({ request }, use) => {
    await use(new StaffApi(request));
  },
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  isolatedSite: async ({}, use, testInfo) => {
    // Copying the builds and starting a server take seconds before the test proper: on a busy
    // machine that alone can use half of the default timeout.
    testInfo.slow();
    const running = await startSite();
    await use(running);
    await running.stop();
  },
  isolatedStaffApi: async ({ isolatedSite, playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: isolatedSite.baseURL });
    await use(new StaffApi(request));
    await request.dispose();
  },
});

export { expect } from '@playwright/test';
