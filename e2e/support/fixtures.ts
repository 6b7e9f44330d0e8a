import { test as base } from '@playwright/test';
import { countReactRenderers } from './react-renderer-counter';
import { SitePage } from './site-page';
import { StaffApi } from './staff-api';

export const test = base.extend<{ site: SitePage; staffApi: StaffApi }>({
  site: async ({ page }, use) => {
    await countReactRenderers(page);
    await use(new SitePage(page));
  },
  staffApi: async ({ request }, use) => {
    await use(new StaffApi(request));
  },
});

export { expect } from '@playwright/test';
