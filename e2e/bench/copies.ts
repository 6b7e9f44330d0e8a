import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { countReactRenderers, reactRendererCount } from '../support/react-renderer-counter';

export interface Copies {
  reactDom: number;
  federationRuntime: number;
}

/**
 * @module-federation/vite names shared-module chunks after the package with `@`, `/` and `-`
 * escaped; the runtime's own chunks are `utils-<hash>.js` (with `runtime` in other names).
 */
const unescapeFederationName = (url: string) =>
  url.replaceAll('_mf_0_', '@').replaceAll('_mf_1_', '/').replaceAll('_mf_2_', '-');

const looksLikeFederationRuntime = (url: string) => {
  const path = unescapeFederationName(url).replace(/[?#].*$/, '');
  return (
    /\/utils-[^/]*\.js$/.test(path) || (path.includes('runtime') && !path.includes('jsx-runtime'))
  );
};

/**
 * The runtime core is some 60 kB of code; the small chunks that share its name patterns (helpers,
 * the bundler's runtime) are a few kB at most. A heuristic on file names and sizes: if a build
 * change renames the chunks, read the file list again before trusting a 0.
 */
const RUNTIME_CORE_MIN_BYTES = 30_000;

/**
 * How many copies of react-dom and of the federation runtime a fresh load of each route runs:
 * react-dom by the renderers that register with React's DevTools hook (exact), the runtime by
 * the scripts that look like its core (a heuristic, above).
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
        if (!looksLikeFederationRuntime(response.url())) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        if (body.length >= RUNTIME_CORE_MIN_BYTES) runtimeFiles.add(response.url());
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
