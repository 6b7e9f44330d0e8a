import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** GUIDE §1: axe may find nothing serious or critical (WCAG 2.2 A and AA rules). */
export async function expectNoSeriousAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, label).toEqual([]);
}
