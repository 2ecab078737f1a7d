/**
 * Client-side navigation against a full page load, on a phone (issue 30: "measure which is
 * faster on the slow phone"). Static parts of a page ship no code (apps/web/app/lib/static-part.tsx),
 * so a client-side navigation fetches the next page's prerendered document beside its data and
 * reads those parts from it. A full page load fetches the same document and starts the page's
 * scripts again. Each pair is measured both ways, from the same hydrated page, with the same
 * warm cache (the assets are immutable files the first load cached), at Lighthouse's default
 * mobile CPU slowdown (4×) and its "slow 4G" network (150 ms round trip, 1.6 Mbit/s down).
 *
 * - **client**: a click on a link to the next page, until the router is idle on it (its content,
 *   static parts included, is on screen and live);
 * - **full load**: `location.assign` of the same address, until the new document has painted its
 *   content (largest contentful paint) and until it has hydrated (its `hydrated` mark).
 */
import type { Browser, Page } from 'playwright';
import type { Measurement } from '../lib/budgets.ts';
import { launchChromium, newPhoneContext } from '../lib/browser.ts';
import { HYDRATED_MARK } from '../lib/lighthouse-report.ts';
import { startServer } from '../lib/server.ts';
import { medianOf } from '../lib/slow-phone.ts';
import { formatInt, formatMs, type Table } from '../lib/table.ts';
import { freshDatabase, logFile, type Section } from './context.ts';
import { MOBILE_CPU_SLOWDOWN } from './tasks.ts';

const RUNS = 3;
/** Lighthouse's mobile "slow 4G" (simulated there; applied here by Chromium). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** From → to: a link the first page has to the second, in the static parts and outside them. */
export const NAVIGATION_PAIRS: readonly [string, string][] = [
  ['/', '/about'],
  ['/', '/blog/how-to-find-cheap-flights-2025'],
  ['/blog', '/blog/best-time-to-visit-japan-guide'],
  ['/destinations', '/destinations/japan-cultural-tour'],
  ['/about', '/services'],
  ['/de', '/de/about'],
];

interface NavigationRun {
  clientMs: number;
  fullPaintMs: number;
  fullHydratedMs: number;
}

async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    HYDRATED_MARK,
    { timeout: 60_000 },
  );
}

/** Whether the router has settled on `path` (runs in the page). */
const routerIdleAt = (path: string) =>
  location.pathname === path &&
  (window as unknown as { __reactRouterDataRouter: { state: { navigation: { state: string } } } })
    .__reactRouterDataRouter.state.navigation.state === 'idle';

async function measureOnce(browser: Browser, origin: string, from: string, to: string) {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // A first load fills the cache with the site's files, as for a visitor on their second page.
    await openHydrated(page, `${origin}${from}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);

    // Client-side: the link's click, until the router has settled on the new page.
    await openHydrated(page, `${origin}${from}`);
    // The first link a visitor could tap (the header's are in the closed menu on a phone).
    const link = page.locator(`a[href="${to}"]`).filter({ visible: true }).first();
    await link.scrollIntoViewIfNeeded();
    const clientStart = Date.now();
    await link.click({ noWaitAfter: true });
    await page.waitForFunction(routerIdleAt, to, { polling: 'raf', timeout: 60_000 });
    const clientMs = Date.now() - clientStart;
    const sameDocument = await page.evaluate(() => performance.getEntriesByName('hydrated').length);
    if (sameDocument !== 1) throw new Error(`${from} → ${to} was not a client-side navigation`);

    // A full page load of the same address, from the same page.
    await openHydrated(page, `${origin}${from}`);
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) (window as unknown as { __lcp: number }).__lcp = last.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const fullStart = Date.now();
    await page.evaluate((url) => location.assign(url), `${origin}${to}`);
    await page.waitForURL(`${origin}${to}`, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      HYDRATED_MARK,
      { timeout: 60_000 },
    );
    const fullHydratedMs = Date.now() - fullStart;
    // The new document's clock starts at its navigation: its paint, on the click's clock.
    const { lcp, navigationStart } = await page.evaluate(() => ({
      lcp: (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN,
      navigationStart: performance.timeOrigin,
    }));
    const fullPaintMs = navigationStart - fullStart + lcp;
    return { clientMs, fullPaintMs, fullHydratedMs } satisfies NavigationRun;
  } finally {
    await context.close();
  }
}

export const navigation: Section = async (context) => {
  const { options, progress } = context;
  const database = await freshDatabase(context, 'pglite', 'navigation');
  const server = await startServer({ database, logFile: logFile(context, 'navigation-server') });
  const browser = await launchChromium();
  const measurements: Measurement[] = [];
  const rows: string[][] = [];
  const runs = Math.max(RUNS, options.runs);
  try {
    for (const [from, to] of NAVIGATION_PAIRS) {
      const of: NavigationRun[] = [];
      for (let run = 0; run < runs; run++)
        of.push(await measureOnce(browser, server.url, from, to));
      const client = medianOf(of.map((run) => run.clientMs));
      const paint = medianOf(of.map((run) => run.fullPaintMs));
      const hydrated = medianOf(of.map((run) => run.fullHydratedMs));
      const subject = `${from} → ${to}`;
      progress(
        `  navigation ${subject}: client ${formatMs(client ?? Number.NaN)}, full load painted ${formatMs(paint ?? Number.NaN)}, hydrated ${formatMs(hydrated ?? Number.NaN)}`,
      );
      measurements.push(
        { section: 'navigation', subject, metric: 'clientMs', value: client },
        { section: 'navigation', subject, metric: 'fullLoadPaintMs', value: paint },
        { section: 'navigation', subject, metric: 'fullLoadHydratedMs', value: hydrated },
      );
      rows.push([
        subject,
        formatMs(client ?? Number.NaN),
        formatMs(paint ?? Number.NaN),
        formatMs(hydrated ?? Number.NaN),
        of
          .map(
            (run) =>
              `${formatInt(run.clientMs)}/${formatInt(run.fullPaintMs)}/${formatInt(run.fullHydratedMs)}`,
          )
          .join(' '),
      ]);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const table: Table = {
    title: `Client-side navigation vs full page load — CPU ${MOBILE_CPU_SLOWDOWN}× slower, slow 4G, warm cache, medians of ${runs}`,
    columns: [
      { header: 'From → to' },
      { header: 'Client-side (live)', align: 'right' },
      { header: 'Full load (painted)', align: 'right' },
      { header: 'Full load (hydrated)', align: 'right' },
      { header: 'Runs (client/painted/hydrated ms)' },
    ],
    rows,
    notes: [
      "Client-side: from the click until the router is idle on the new page (data and static parts fetched, rendered, live). Full load: from `location.assign` until the new document's largest contentful paint, and until its `hydrated` mark.",
    ],
  };
  return { tables: [table], measurements, notes: [] };
};
