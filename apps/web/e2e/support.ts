import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`). Before that
 * the page is its prerendered HTML: links and native controls work, a form submits to the API
 * without script, and nothing the page's script does (filters, menus, toasts) happens yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Opens `url` and waits until its page has hydrated. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}
