import { test as base } from '@playwright/test';
import { countReactRenderers } from './react-renderer-counter';
import { SitePage } from './site-page';

export const test = base.extend<{ site: SitePage }>({
  site: async ({ page }, use) => {
    await countReactRenderers(page);
    await use(new SitePage(page));
  },
});

export { expect } from '@playwright/test';
