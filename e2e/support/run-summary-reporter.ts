import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SLOWEST = 10;

function title(test: TestCase) {
  return `${test.location.file.replace(/.*\/tests\//, '')}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`;
}

/**
 * Closes a run with what its list does not make plain: every test that passed only on its retry
 * (flaky: a bug to fix, never a pass) and the ten slowest tests, whose margins are the thinnest.
 */
export default class RunSummaryReporter implements Reporter {
  private readonly slowestAttempt = new Map<TestCase, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.slowestAttempt.set(test, Math.max(this.slowestAttempt.get(test) ?? 0, result.duration));
  }

  onEnd(result: FullResult) {
    const tests = [...this.slowestAttempt.keys()];
    const flaky = tests.filter((test) => test.outcome() === 'flaky');
    const lines = [``, `Run summary (${result.status}, ${(result.duration / 1000).toFixed(0)} s)`];
    lines.push(
      flaky.length === 0
        ? 'No test needed a retry.'
        : `${flaky.length} test(s) passed only on a retry (flaky: fix them):`,
      ...flaky.map((test) => `  FLAKY  ${title(test)}`),
      `The ${SLOWEST} slowest tests (slowest attempt):`,
      ...tests
        .sort((a, b) => this.slowestAttempt.get(b)! - this.slowestAttempt.get(a)!)
        .slice(0, SLOWEST)
        .map(
          (test) =>
            `  ${(this.slowestAttempt.get(test)! / 1000).toFixed(1).padStart(5)} s  ${title(test)}`,
        ),
    );
    const byFile = new Map<string, number>();
    for (const [test, ms] of this.slowestAttempt) {
      const file = test.location.file.replace(/.*\/tests\//, '');
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
    }
    lines.push(
      'Test time by file (summed over workers):',
      ...[...byFile]
        .sort((a, b) => b[1] - a[1])
        .map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`),
    );
    console.log(lines.join('\n'));
  }
}
