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

/** The day `days` after today as a date field holds it (YYYY-MM-DD, local time). */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Travel dates the forms accept whenever the tests run: departures must not be in the past. */
export const DEPARTURE = dayFromToday(100);
export const RETURN = dayFromToday(110);

/** A YYYY-MM-DD date as typed into an en-US date field: month, day, year digits. */
export function usTyped(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}${day}${year}`;
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

/**
 * Console errors and uncaught page errors (a hydration mismatch is one) from now on, to assert
 * that none happened; with `failedRequests`, every request that failed too.
 */
export function collectErrors(page: Page, { failedRequests = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (failedRequests) {
    page.on('requestfailed', (request) => errors.push(`failed: ${request.url()}`));
  }
  return errors;
}
