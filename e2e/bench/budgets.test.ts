import { describe, expect, it } from 'vitest';
import { checkBudgets, type BuildFigures } from './budgets';
import type { MedianFigures } from './summarise';

/** A page that meets every per-route budget, with `overrides` on top. */
function figures(overrides: Partial<MedianFigures> = {}): MedianFigures {
  return {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 900,
    lcpMs: 1_000,
    tbtMs: 10,
    paintToInteractiveMs: 500,
    cls: 0,
    requests: 10,
    liveAtMs: 800,
    scriptBytes: 90 * 1024,
    frameScriptBytes: 90 * 1024,
    laterScriptBytes: 40 * 1024,
    stylesheetBytes: 1024,
    imageBytes: 0,
    fontBytes: 0,
    totalBytes: 140 * 1024,
    ...overrides,
  };
}

function build(copd: MedianFigures, federationRuntime: number): BuildFigures {
  return {
    medians: new Map([['/COPD', copd]]),
    slowMedians: new Map(),
    navigations: new Map([
      ['/COPD → /blogs', { atOnceMs: 2_000, afterReadingMs: 250, neverQuietRuns: 0 }],
    ]),
    copies: new Map([['/COPD', { reactDom: 1, federationRuntime }]]),
  };
}

const outcome = (checks: ReturnType<typeof checkBudgets>, budget: string) =>
  checks.find((check) => check.budget.startsWith(budget))?.outcome;

describe('checkBudgets', () => {
  it('passes a static page with no federation runtime, judging the navigation after reading', () => {
    const checks = checkBudgets(build(figures(), 0), build(figures({ scriptBytes: 95 * 1024 }), 0));

    expect(outcome(checks, 'at most one federation runtime on /COPD')).toBe('pass');
    expect(outcome(checks, 'navigation /COPD → /blogs ≤ 300 ms')).toBe('pass');
    expect(outcome(checks, 'first-load JS ≤ 100 KiB compressed on /COPD')).toBe('pass');
    expect(outcome(checks, 'first-load JS federated/monolithic ≤ 1.0 on /COPD')).toBe('pass');
    expect(outcome(checks, 'first-load JS ≤ 130 KiB compressed on /')).toBe('skip');
  });

  it('fails first-load JS over 100 KiB or over the monolith, later JS never counting', () => {
    const heavy = figures({ scriptBytes: 101 * 1024, laterScriptBytes: 0 });
    const checks = checkBudgets(build(heavy, 1), build(figures({ scriptBytes: 100 * 1024 }), 0));

    expect(outcome(checks, 'first-load JS ≤ 100 KiB compressed on /COPD')).toBe('fail');
    expect(outcome(checks, 'first-load JS federated/monolithic ≤ 1.0 on /COPD')).toBe('fail');
    expect(outcome(checks, 'performance = 100 on /COPD')).toBe('pass');
  });

  it('fails two federation runtimes, a score under 100 and TBT over 50 ms', () => {
    const checks = checkBudgets(build(figures({ performance: 99, tbtMs: 51 }), 2));

    expect(outcome(checks, 'at most one federation runtime on /COPD')).toBe('fail');
    expect(outcome(checks, 'performance = 100 on /COPD')).toBe('fail');
    expect(outcome(checks, 'TBT ≤ 50 ms on /COPD')).toBe('fail');
  });
});
