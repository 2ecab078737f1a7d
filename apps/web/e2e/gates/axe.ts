import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 level AA, with every earlier level it builds on. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's findings on the page as it stands, one readable line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    at ${node.target.join(' ')}: ${node.html.slice(0, 200)}\n    ${node.failureSummary?.replaceAll('\n', '\n    ') ?? ''}`,
    ),
  );
}
