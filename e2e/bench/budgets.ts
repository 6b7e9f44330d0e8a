import type { MedianFigures } from './summarise';

export interface BudgetCheck {
  budget: string;
  /** 'skip' when the route the budget is about was not measured (BENCH_ROUTES). */
  outcome: 'pass' | 'fail' | 'skip';
  measured: string;
}

const LCP_BUDGET_MS = 2500;
const LCP_BUDGET_ROUTE = '/COPD';

function check(
  budget: string,
  value: number | null,
  unit: string,
  within: (value: number) => boolean,
) {
  if (value === null) return { budget, outcome: 'fail', measured: 'no value' } as const;
  return {
    budget,
    outcome: within(value) ? 'pass' : 'fail',
    measured: `${Math.round(value * 10) / 10}${unit}`,
  } as const;
}

/** The budgets the site is held to, checked against the medians. */
export function checkBudgets(medians: Map<string, MedianFigures>): BudgetCheck[] {
  const checks: BudgetCheck[] = [...medians].map(([route, figures]) =>
    check(`SEO = 100 on ${route}`, figures.seo, '', (seo) => seo === 100),
  );
  const lcpBudget = `LCP ≤ ${LCP_BUDGET_MS} ms on ${LCP_BUDGET_ROUTE}`;
  const target = medians.get(LCP_BUDGET_ROUTE);
  checks.push(
    target
      ? check(lcpBudget, target.lcpMs, ' ms', (lcp) => lcp <= LCP_BUDGET_MS)
      : { budget: lcpBudget, outcome: 'skip', measured: 'route not measured' },
  );
  return checks;
}
