import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromiumLaunchOptions } from '../support/chromium';
import { onExit } from '../support/exit-cleanup';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The networks a route is measured on: Lighthouse's default (a simulated mid-range phone on a
 * slow 4G link), so the figures compare with any other Lighthouse report, and Lighthouse's own
 * regular 3G profile (300 ms round trips, 700 kbit/s, the same phone), where every kilobyte
 * shows: many of the clinic's patients read on such connections.
 */
export const NETWORKS = {
  default: undefined,
  slow3g: throttling.mobileRegular3G,
} as const;

export type NetworkName = keyof typeof NETWORKS;

/**
 * One Lighthouse run of `url` in a Chromium of its own, mobile form factor, on one of `NETWORKS`
 * (simulated throttling). Lighthouse clears the cache before it loads the page.
 */
export async function runLighthouse(
  url: string,
  network: NetworkName = 'default',
): Promise<Result> {
  // chrome-launcher makes a fresh user-data-dir per launch and deletes it in kill().
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    // Our exit clean-up kills it, on Ctrl-C too, together with the server: one place decides how
    // the process ends.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const forget = onExit(() => chrome.kill());
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(NETWORKS[network] && { throttling: NETWORKS[network] }),
    };
    const answer = await lighthouse(url, flags);
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = answer.lhr;
    if (runtimeError)
      throw new Error(
        `Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`,
      );
    return answer.lhr;
  } finally {
    forget();
    chrome.kill();
  }
}
