import type { Copies } from './copies';
import type { NavigationTimes } from './navigation-timing';
import type { MedianFigures } from './summarise';

export interface BudgetCheck {
  budget: string;
  /** 'skip' when the route the budget is about was not measured (BENCH_ROUTES). */
  outcome: 'pass' | 'fail' | 'skip';
  measured: string;
}

/** One build's medians and copies, by route template (`/blog/{blog}`, not a blog's id). */
export interface BuildFigures {
  medians: Map<string, MedianFigures>;
  /** The same on Lighthouse's regular 3G profile; empty when that run was skipped. */
  slowMedians: Map<string, MedianFigures>;
  /** Click to new page in the browser on regular 3G, medians, by `from → to`; empty when skipped. */
  navigations: Map<string, NavigationTimes>;
  copies: Map<string, Copies>;
}

/**
 * The budgets of product §10.13, tightened to issue 28's: every page scores 100; the home page
 * carries the hero video, and gets more room for LCP and first-load JS.
 */
const HOME = '/';
const CONTENT_PAGE = '/COPD';
const FAST_ROUTES = ['/about', '/COPD', '/blogs', '/blog/{blog}'];
const PERFORMANCE = 100;
const FAST_LCP_MS = 1200;
const HOME_LCP_MS = 2000;
const TBT_MS = 50;
const CLS = 0.02;
/** First-load JavaScript (requested before the page is live), compressed. */
const FIRST_LOAD_JS_BYTES = new Map([
  [CONTENT_PAGE, 100 * 1024],
  [HOME, 130 * 1024],
]);
const JS_RATIO = 1.0;
const LCP_RATIO = 1.1;
/** Click to the new page's H1 on regular 3G, after the visitor has read the page. */
const NAVIGATION_MS = 300;

const round = (value: number) => Math.round(value * 1000) / 1000;

function check(
  budget: string,
  value: number | null | undefined,
  unit: string,
  within: (value: number) => boolean,
): BudgetCheck {
  if (value === undefined) return { budget, outcome: 'skip', measured: 'route not measured' };
  if (value === null) return { budget, outcome: 'fail', measured: 'no value' };
  return { budget, outcome: within(value) ? 'pass' : 'fail', measured: `${round(value)}${unit}` };
}

const ratio = (a: number | null | undefined, b: number | null | undefined) =>
  a === undefined || b === undefined ? undefined : a === null || !b ? null : a / b;

/** Every budget of product §10.13, checked against the medians of the federated (and monolithic) build. */
export function checkBudgets(federated: BuildFigures, monolithic?: BuildFigures): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const figures = (route: string) => federated.medians.get(route);
  for (const [route, lcpMs] of [
    ...FAST_ROUTES.map((route) => [route, FAST_LCP_MS] as const),
    [HOME, HOME_LCP_MS] as const,
  ]) {
    const f = figures(route);
    checks.push(
      check(
        `performance = ${PERFORMANCE} on ${route}`,
        f?.performance,
        '',
        (v) => v >= PERFORMANCE,
      ),
      check(`LCP ≤ ${lcpMs} ms on ${route}`, f?.lcpMs, ' ms', (v) => v <= lcpMs),
    );
  }
  for (const [route, f] of federated.medians) {
    checks.push(
      check(`TBT ≤ ${TBT_MS} ms on ${route}`, f.tbtMs, ' ms', (v) => v <= TBT_MS),
      check(`CLS ≤ ${CLS} on ${route}`, f.cls, '', (v) => v <= CLS),
      check(`accessibility = 100 on ${route}`, f.accessibility, '', (v) => v === 100),
      check(`best practices = 100 on ${route}`, f.bestPractices, '', (v) => v === 100),
      check(`SEO = 100 on ${route}`, f.seo, '', (v) => v === 100),
    );
    const copies = federated.copies.get(route);
    checks.push(
      check(`one react-dom on ${route}`, copies?.reactDom, ' copies', (v) => v === 1),
      // A page with nothing to hydrate loads no federation runtime at all.
      check(
        `at most one federation runtime on ${route}`,
        copies?.federationRuntime,
        ' copies',
        (v) => v <= 1,
      ),
    );
  }
  for (const [route, bytes] of FIRST_LOAD_JS_BYTES)
    checks.push(
      check(
        `first-load JS ≤ ${bytes / 1024} KiB compressed on ${route}`,
        figures(route)?.scriptBytes,
        ' B',
        (v) => v <= bytes,
      ),
    );
  // The visitor reads before clicking: the budget is on the navigation after a quiet network.
  for (const [navigation, times] of federated.navigations)
    checks.push(
      check(
        `navigation ${navigation} ≤ ${NAVIGATION_MS} ms click to new H1 (after reading, regular 3G)`,
        times.afterReadingMs,
        ' ms',
        (v) => v <= NAVIGATION_MS,
      ),
    );
  if (monolithic) {
    for (const [route, f] of federated.medians) {
      const m = monolithic.medians.get(route);
      checks.push(
        check(
          `first-load JS federated/monolithic ≤ ${JS_RATIO.toFixed(1)} on ${route}`,
          ratio(f.scriptBytes, m?.scriptBytes),
          'x',
          (v) => v <= JS_RATIO,
        ),
        check(
          `LCP federated/monolithic ≤ ${LCP_RATIO} on ${route}`,
          ratio(f.lcpMs, m?.lcpMs),
          'x',
          (v) => v <= LCP_RATIO,
        ),
      );
    }
  }
  return checks;
}
