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

/**
 * Waits until the page has nothing left to do: the router has no navigation under way and the
 * main thread is idle, so every location React Router was still delivering (inside transitions,
 * which can trail the URL on a slow CPU) has been rendered. What a test reads afterwards is
 * what the page settled on, not a moment of it.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (
        window as unknown as {
          __reactRouterDataRouter: { state: { navigation: { state: string } } };
        }
      ).__reactRouterDataRouter.state.navigation.state === 'idle',
  );
  // Twice: work queued from the first idle callback (a transition it let through) is done too.
  for (let i = 0; i < 2; i++)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
}
