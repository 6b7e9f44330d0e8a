import type { Copies } from './copies';
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
  /** Click to new page in the browser on regular 3G, median ms, by `from → to`; empty when skipped. */
  navigations: Map<string, number>;
  copies: Map<string, Copies>;
}

/** The budgets of product §10.13. The home page carries the hero video, and gets more room. */
const HOME = '/';
const CONTENT_PAGE = '/COPD';
const FAST_ROUTES = ['/about', '/COPD', '/blogs', '/blog/{blog}'];
const FAST = { performance: 98, lcpMs: 1200 };
const HOME_BUDGET = { performance: 95, lcpMs: 2000 };
const TBT_MS = 100;
const CLS = 0.02;
const CONTENT_JS_BYTES = 150 * 1024;
const JS_RATIO = 1.15;
const LCP_RATIO = 1.1;

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
  for (const [route, target] of [
    ...FAST_ROUTES.map((route) => [route, FAST] as const),
    [HOME, HOME_BUDGET] as const,
  ]) {
    const f = figures(route);
    checks.push(
      check(
        `performance ≥ ${target.performance} on ${route}`,
        f?.performance,
        '',
        (v) => v >= target.performance,
      ),
      check(`LCP ≤ ${target.lcpMs} ms on ${route}`, f?.lcpMs, ' ms', (v) => v <= target.lcpMs),
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
      check(
        `one federation runtime on ${route}`,
        copies?.federationRuntime,
        ' copies',
        (v) => v === 1,
      ),
    );
  }
  checks.push(
    check(
      `first-load JS ≤ ${CONTENT_JS_BYTES / 1024} KiB compressed on ${CONTENT_PAGE}`,
      figures(CONTENT_PAGE)?.scriptBytes,
      ' B',
      (v) => v <= CONTENT_JS_BYTES,
    ),
  );
  if (monolithic) {
    for (const [route, f] of federated.medians) {
      const m = monolithic.medians.get(route);
      checks.push(
        check(
          `JS bytes federated/monolithic ≤ ${JS_RATIO} on ${route}`,
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
