import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe's serious and critical findings under WCAG 2.2 A and AA (product §10), one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** product §10: axe may find nothing serious or critical on the page as it is now. */
export async function expectNoSeriousViolations(page: Page, label = `axe on ${page.url()}`) {
  expect(await seriousViolations(page), label).toEqual([]);
}
