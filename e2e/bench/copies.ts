import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { countReactRenderers, reactRendererCount } from '../support/react-renderer-counter';

export interface Copies {
  reactDom: number;
  federationRuntime: number;
}

/**
 * The federation runtime core, recognised by its content: it carries its error-code catalogue
 * (`RUNTIME-001`...), which remote entries and the plugin's glue only call into. Chunk names are
 * no guide: the bundler renamed the core from `utils-<hash>.js` to `dist-<hash>.js` after an
 * unrelated change to the share config.
 */
const RUNTIME_CORE_MARKER = 'RUNTIME-00';

/**
 * How many copies of react-dom and of the federation runtime a fresh load of each route runs:
 * react-dom by the renderers that register with React's DevTools hook (exact), the runtime by
 * the scripts that hold its core (above).
 */
export async function countCopies(baseURL: string, routes: string[]): Promise<Map<string, Copies>> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const counts = new Map<string, Copies>();
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await countReactRenderers(page);
      const runtimeFiles = new Set<string>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        if (body.includes(RUNTIME_CORE_MARKER)) runtimeFiles.add(response.url());
      });
      await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' });
      counts.set(route, {
        reactDom: await reactRendererCount(page),
        federationRuntime: runtimeFiles.size,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return counts;
}
