import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { localizedPath } from '@travel/i18n/languages';
import { expect, test } from './fixtures.ts';
import { expectIntlAsDeclared, recordIntl } from './intl.ts';
import {
  notFoundPaths,
  outcomePaths,
  presetVisitor,
  settle,
  sitemapPaths,
  watchPage,
  type Theme,
} from './pages.ts';

/**
 * Gate: every page of the sitemap, the not-found pages and the form outcome pages load cleanly
 * (no console error, failed request or hydration warning) and pass axe-core's WCAG 2.2 AA
 * rules, each at 390 and 1280 px in the light and the dark theme, and once more in Arabic
 * (right to left; 390 px, dark). The Arabic visit also checks that the page starts ICU for the
 * formatters its islands use, and those only, before hydration (./intl.ts).
 *
 * Each visit is a fresh load and a full axe run. The tests of this file spread over
 * Playwright's workers (see playwright.config.ts), each worker with a server of its own.
 */

interface Visit {
  theme: Theme;
  width: 390 | 1280;
  /** A right-to-left language; English when absent. */
  language?: 'ar';
}

const label = ({ theme, width, language }: Visit) =>
  `${width} px, ${theme}${language ? `, ${language} (rtl)` : ''}`;

const visits: Visit[] = [
  { theme: 'light', width: 390 },
  { theme: 'dark', width: 390 },
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'dark', width: 390, language: 'ar' },
];
/** The not-found design each unknown address gets: the blog has its own, the rest the site's. */
const notFoundTitles: Record<string, string> = {
  '/no-such-page': 'Page Not Found',
  '/blog/no-such-article': 'Article Not Found',
  '/destinations/no-such-destination': 'Page Not Found',
};
// The failure message lists every finding; a trace of each large page would cost more CPU
// than the checks themselves.
test.use({ trace: 'off' });
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

async function visit(page: Page, url: string, path: string, { theme, width, language }: Visit) {
  const documentStatus = notFoundPaths.includes(path) ? 404 : 200;
  const problems = watchPage(page, { documentStatus });
  await page.setViewportSize({ width, height: 900 });
  await presetVisitor(page, { theme, language });
  if (language) await recordIntl(page);
  // A language at its own address (`/ar/contact`, issue 26).
  const response = await page.goto(`${url}${language ? localizedPath(path, language) : path}`);
  expect(response?.status(), `HTTP status of ${path}`).toBe(documentStatus);
  await settle(page);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  if (language) {
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    await expectIntlAsDeclared(page);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const notFoundTitle = notFoundTitles[path];
  if (notFoundTitle && !language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle);
  return problems;
}

// The form outcome pages (/thank-you …) are not in the sitemap but are pages visitors see.
for (const path of [...sitemapPaths, ...notFoundPaths, ...outcomePaths]) {
  test.describe(path, () => {
    for (const combination of visits) {
      test(`loads cleanly and passes axe (${label(combination)})`, async ({ page, server }) => {
        const problems = await visit(page, server.url, path, combination);
        const violations = await axeViolations(page);
        expect(problems.messages, 'console errors, failed requests, hydration warnings').toEqual(
          [],
        );
        expect(violations, 'axe-core WCAG 2.2 AA violations').toEqual([]);
      });
    }
  });
}
