/**
 * Lighthouse, mobile and desktop, on the pages of /sitemap.xml served by the production server:
 * the four category scores, LCP, TBT, CLS, and the gzip bytes of the JS and CSS each page loads.
 */
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Measurement } from '../lib/budgets.ts';
import { chromePath } from '../lib/env.ts';
import {
  CATEGORIES,
  medianRun,
  readLhr,
  representativePaths,
  sitemapLocations,
  type LhrLike,
  type PageFigures,
} from '../lib/lighthouse-report.ts';
import { startServer } from '../lib/server.ts';
import { splitFramework } from '../lib/slow-phone.ts';
import { formatFixed, formatInt, formatKb, formatMs, type Table } from '../lib/table.ts';
import { freshDatabase, logFile, type Section } from './context.ts';
import { CHROME_FLAGS } from '../lib/browser.ts';

const FORM_FACTORS = ['mobile', 'desktop'] as const;

/** Lighthouse attempts per run before a page counts as not measured. */
const ATTEMPTS = 3;

/** Budget keys of the category scores. */
const SCORE_METRICS: Record<(typeof CATEGORIES)[number], string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
  seo: 'seo',
};

/** Figures of peer sites quoted in the issue, printed beside ours for comparison. */
export const PEERS = [
  { name: 'peer: static Astro template', lcpMs: 1800, js: '5 KB', performance: null },
  { name: 'peer: client-rendered React SPA', lcpMs: 2400, js: '170 KB', performance: 89 },
  { name: 'peer: prerendered RR7 site', lcpMs: 2400, js: '142 KB', performance: 95 },
] as const;

const seconds = (ms: number | null) => (ms === null ? '—' : `${formatFixed(ms / 1000, 1)} s`);

export const pages: Section = async (context) => {
  const { options, progress } = context;
  const chrome = chromePath();
  if (!chrome) {
    throw new Error(
      'No Chromium: set CHROME_PATH (or install /usr/bin/chromium) for the pages bench',
    );
  }
  const database = await freshDatabase(context, 'pglite', 'pages');
  const server = await startServer({ database, logFile: logFile(context, 'pages-server') });
  const measurements: Measurement[] = [];
  const rows: string[][] = [];
  const failed = new Map<string, string[]>();
  const gzipBytes = new Map<string, number>();
  const benchmarkIndexes: number[] = [];
  let homeScripts: string | null = null;
  const lighthouseFailures: string[] = [];

  const gzipped = async (url: string): Promise<number> => {
    const known = gzipBytes.get(url);
    if (known !== undefined) return known;
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const bytes = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    gzipBytes.set(url, bytes);
    return bytes;
  };

  let selected: string[];
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = sitemapLocations(sitemap).map((loc) => new URL(loc).pathname);
    selected = options.routes ?? (options.all ? paths : representativePaths(paths));
    const setName = options.routes
      ? 'the given routes'
      : options.all
        ? 'every route of the sitemap'
        : 'the representative set';
    progress(
      `pages: ${selected.length} of ${paths.length} sitemap routes (${setName}), mobile and desktop`,
    );

    for (const formFactor of FORM_FACTORS) {
      const browser = await launch({
        chromePath: chrome,
        chromeFlags: CHROME_FLAGS,
        logLevel: 'silent',
      });
      try {
        for (const path of selected) {
          const url = `${server.url}${path}`;
          const started = performance.now();
          const runs: PageFigures[] = [];
          for (let run = 0; run < options.runs; run++) {
            // Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP):
            // such a run is tried again, up to ATTEMPTS times in all.
            for (let attempt = 1; ; attempt++) {
              const runner = await lighthouse(
                url,
                {
                  port: browser.port,
                  output: 'json',
                  logLevel: 'error',
                  onlyCategories: [...CATEGORIES],
                },
                formFactor === 'desktop' ? desktopConfig : undefined,
              );
              const lhr = runner?.lhr as unknown as LhrLike | undefined;
              const problem = !lhr
                ? 'no result'
                : lhr.runtimeError
                  ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}`
                  : null;
              if (lhr && !problem) {
                runs.push(readLhr(lhr, server.url));
                break;
              }
              progress(
                `  ${formFactor} ${path}: Lighthouse failed (attempt ${attempt}): ${problem}`,
              );
              if (attempt >= ATTEMPTS) {
                lighthouseFailures.push(`${path} ${formFactor}: ${problem}`);
                break;
              }
            }
          }
          if (runs.length === 0) {
            rows.push([path, formFactor, 'Lighthouse failed']);
            for (const metric of [
              ...Object.values(SCORE_METRICS),
              'lcpMs',
              'tbtMs',
              'cls',
              'jsKb',
              'siteJsKb',
              'cssKb',
            ]) {
              measurements.push({
                section: 'pages',
                subject: `${path} ${formFactor}`,
                metric,
                value: null,
              });
            }
            continue;
          }
          const figures = medianRun(runs);
          for (const run of runs) {
            if (run.benchmarkIndex !== null) benchmarkIndexes.push(run.benchmarkIndex);
          }
          const sum = async (urls: string[]) =>
            (await Promise.all(urls.map(gzipped))).reduce((total, bytes) => total + bytes, 0);
          const js = await sum(figures.scripts);
          // The JavaScript budget: what the page fetched before it hydrated, less the framework.
          const early =
            figures.scriptsBeforeHydrated && splitFramework(figures.scriptsBeforeHydrated);
          const siteJs = early && (await sum(early.site));
          const frameworkJs = early && (await sum(early.framework));
          if (path === '/' && formFactor === 'mobile') {
            const sizes = await Promise.all(
              figures.scripts.map(async (script) => ({ script, bytes: await gzipped(script) })),
            );
            const largest = sizes
              .sort((a, b) => b.bytes - a.bytes)
              .slice(0, 6)
              .map(
                ({ script, bytes }) =>
                  `${new URL(script).pathname.replace(/^\/assets\//, '')} ${formatKb(bytes)}`,
              );
            homeScripts = `Home page: ${figures.scripts.length} scripts; the largest (gzip): ${largest.join(', ')}.`;
          }
          const css = await sum(figures.stylesheets);
          const html = await gzipped(url);
          progress(
            `  ${formFactor} ${path}: perf ${figures.scores.performance}, LCP ${seconds(figures.lcpMs)} (${formatMs(performance.now() - started)})`,
          );

          const subject = `${path} ${formFactor}`;
          for (const category of CATEGORIES) {
            measurements.push({
              section: 'pages',
              subject,
              metric: SCORE_METRICS[category],
              value: figures.scores[category],
            });
          }
          measurements.push(
            { section: 'pages', subject, metric: 'lcpMs', value: figures.lcpMs },
            { section: 'pages', subject, metric: 'tbtMs', value: figures.tbtMs },
            { section: 'pages', subject, metric: 'cls', value: figures.cls },
            { section: 'pages', subject, metric: 'jsKb', value: js / 1000 },
            {
              section: 'pages',
              subject,
              metric: 'siteJsKb',
              value: siteJs === null ? null : siteJs / 1000,
            },
            {
              section: 'pages',
              subject,
              metric: 'frameworkJsKb',
              value: frameworkJs === null ? null : frameworkJs / 1000,
            },
            { section: 'pages', subject, metric: 'cssKb', value: css / 1000 },
            { section: 'pages', subject, metric: 'htmlKb', value: html / 1000 },
          );
          rows.push([
            path,
            formFactor,
            ...CATEGORIES.map((category) => formatInt(figures.scores[category])),
            seconds(figures.lcpMs),
            formatMs(figures.tbtMs),
            formatFixed(figures.cls, 3),
            formatKb(js),
            early ? `${formatKb(frameworkJs)} + ${formatKb(siteJs)}` : 'not hydrated',
            formatKb(css),
            formatKb(html),
          ]);
          for (const audit of figures.failedAudits) {
            failed.set(audit, [...(failed.get(audit) ?? []), subject]);
          }
        }
      } finally {
        await browser.kill();
      }
    }
  } finally {
    await server.stop();
  }

  for (const peer of PEERS) {
    rows.push([
      peer.name,
      '',
      peer.performance === null ? '—' : String(peer.performance),
      '—',
      '—',
      '—',
      seconds(peer.lcpMs),
      '—',
      '—',
      peer.js,
      '—',
      '—',
      '—',
    ]);
  }

  const notes = [...failed].map(
    ([audit, subjects]) => `Lighthouse audit failing: ${audit} on ${subjects.join(', ')}`,
  );
  const table: Table = {
    title: `Pages — Lighthouse (simulated throttling; JS/CSS/HTML = gzip -9 bytes of what the page loaded, 1 kB = 1,000 B)`,
    columns: [
      { header: 'Route' },
      { header: 'Form' },
      { header: 'Perf', align: 'right' },
      { header: 'A11y', align: 'right' },
      { header: 'BP', align: 'right' },
      { header: 'SEO', align: 'right' },
      { header: 'LCP', align: 'right' },
      { header: 'TBT', align: 'right' },
      { header: 'CLS', align: 'right' },
      { header: 'JS gz', align: 'right' },
      { header: 'Before hydrated: framework + site', align: 'right' },
      { header: 'CSS gz', align: 'right' },
      { header: 'HTML gz', align: 'right' },
    ],
    rows,
    notes: [
      `${options.runs === 1 ? 'One Lighthouse run' : `Median of ${options.runs} Lighthouse runs (by performance)`} per page and form factor. Lighthouse CPU benchmark index on this machine: ${benchmarkIndexes.length > 0 ? `${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}` : '—'} (higher is faster; a busy machine lowers it and raises TBT).`,
      ...(homeScripts ? [homeScripts] : []),
      'Before hydrated: the scripts the page requested before its `hydrated` mark (apps/web root.tsx), the `framework` chunk and the rest (the site’s own code, budget ≤ 30 kB); JS gz counts everything it loaded, idle loads too.',
      ...lighthouseFailures.map(
        (failure) => `Not measured (Lighthouse failed ${ATTEMPTS} times): ${failure}`,
      ),
      'Peer rows: figures quoted in the issue for comparison (not measured here).',
      ...notes,
    ],
  };
  return { tables: [table], measurements, notes: [] };
};
