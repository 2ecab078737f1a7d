/**
 * Lighthouse mobile on a calibrated budget phone: the CPU slowdown is computed from this
 * machine's own Lighthouse benchmark index (the median of several runs) so that the effective
 * index is about 300, which makes runs on different machines comparable. Each route is measured
 * with a static reference beside it, in the same rounds and through the same server: the home
 * page's prerendered HTML with every script removed. Figures are medians of at least 3 runs.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Measurement } from '../lib/budgets.ts';
import { BENCH_WEB_CLIENT, chromePath } from '../lib/env.ts';
import { sitemapLocations, type LhrLike } from '../lib/lighthouse-report.ts';
import { startServer } from '../lib/server.ts';
import {
  medianOf,
  ratioToReference,
  slowdownMultiplier,
  TARGET_BENCHMARK_INDEX,
  withoutScripts,
} from '../lib/slow-phone.ts';
import { formatFixed, formatInt, formatMs, type Table } from '../lib/table.ts';
import { freshDatabase, logFile, type Section } from './context.ts';
import { CHROME_FLAGS } from '../lib/browser.ts';

/** Lighthouse runs on the reference page that calibrate the slowdown; their median index counts. */
const CALIBRATION_RUNS = 5;
/** At least this many runs per page: single runs vary up to 4× here (issue 17). */
const MIN_RUNS = 3;
const ATTEMPTS = 3;
/** Where the reference page is written in the web build while the section runs. */
const REFERENCE_DIR = 'bench-static-reference';
const REFERENCE_PATH = `/${REFERENCE_DIR}/`;
const REFERENCE = 'static reference';

/** The slow-phone set under --quick: home, a list, a form, the quiz and an article. */
export function slowPhonePaths(paths: readonly string[]): string[] {
  const chosen = ['/', '/destinations', '/contact', '/quiz'].filter((path) => paths.includes(path));
  const article = paths.find((path) => /^\/blog\/[^/]+$/.test(path));
  return article ? [...chosen, article] : chosen;
}

interface Run {
  performance: number | null;
  tbtMs: number | null;
  lcpMs: number | null;
  benchmarkIndex: number | null;
}

export const slowPhone: Section = async (context) => {
  const { options, progress } = context;
  const chrome = chromePath();
  if (!chrome) throw new Error('No Chromium: set CHROME_PATH (or install /usr/bin/chromium)');

  // The reference is written before the server starts, and removed afterwards.
  const referenceDir = join(BENCH_WEB_CLIENT, REFERENCE_DIR);
  const homeHtml = readFileSync(join(BENCH_WEB_CLIENT, 'index.html'), 'utf8');
  mkdirSync(referenceDir, { recursive: true });
  writeFileSync(join(referenceDir, 'index.html'), withoutScripts(homeHtml));

  const database = await freshDatabase(context, 'pglite', 'slow-phone');
  const server = await startServer({ database, logFile: logFile(context, 'slow-phone-server') });
  const browser = await launch({
    chromePath: chrome,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const failures: string[] = [];

  /** One Lighthouse mobile run, tried again when Lighthouse loses its trace on a busy machine. */
  const measure = async (
    path: string,
    flags: Record<string, unknown>,
    expectedMultiplier: number | null,
  ): Promise<(Run & { lhr: LhrLike }) | null> => {
    for (let attempt = 1; ; attempt++) {
      // On a loaded machine Lighthouse can also throw (a protocol timeout): tried again too.
      const runner = await lighthouse(`${server.url}${path}`, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        ...flags,
      }).catch((error: unknown) => {
        progress(`  slow-phone ${path}: Lighthouse threw: ${(error as Error).message}`);
        return undefined;
      });
      const lhr = runner?.lhr as unknown as
        | (LhrLike & { configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } } })
        | undefined;
      const problem = !lhr
        ? 'no result'
        : lhr.runtimeError
          ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}`
          : null;
      if (lhr && !problem) {
        const applied = lhr.configSettings?.throttling?.cpuSlowdownMultiplier;
        if (expectedMultiplier !== null && applied !== expectedMultiplier) {
          throw new Error(
            `Lighthouse ran with a CPU slowdown of ${applied}, not the ${expectedMultiplier} asked for`,
          );
        }
        const score = lhr.categories.performance?.score;
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
        return {
          lhr,
          performance: typeof score === 'number' ? Math.round(score * 100) : null,
          tbtMs: numeric('total-blocking-time'),
          lcpMs: numeric('largest-contentful-paint'),
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        };
      }
      progress(`  slow-phone ${path}: Lighthouse failed (attempt ${attempt}): ${problem}`);
      if (attempt >= ATTEMPTS) {
        failures.push(`${path}: ${problem}`);
        return null;
      }
    }
  };

  const measurements: Measurement[] = [];
  const rows: string[][] = [];
  const calibration: number[] = [];
  let multiplier: number;
  const indexes: number[] = [];
  const runs = Math.max(MIN_RUNS, options.runs);
  let selected: string[];
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = sitemapLocations(sitemap).map((loc) => new URL(loc).pathname);
    selected = options.routes ?? (options.all ? paths : slowPhonePaths(paths));

    // Calibration: Lighthouse's own CPU benchmark, on the reference page, several times.
    for (let run = 0; run < CALIBRATION_RUNS; run++) {
      const result = await measure(
        REFERENCE_PATH,
        { onlyAudits: ['first-contentful-paint'] },
        null,
      );
      if (result?.benchmarkIndex) calibration.push(result.benchmarkIndex);
    }
    const index = medianOf(calibration);
    if (index === null) throw new Error('no Lighthouse benchmark index: cannot calibrate');
    multiplier = slowdownMultiplier(index);
    progress(
      `slow-phone: benchmark index ${calibration.join(', ')} (median ${index}): CPU ${multiplier}× slower, ${selected.length} routes, ${runs} rounds`,
    );

    // Rounds: the reference and every route once per round, so that a change in the machine's
    // load during the section falls on the reference as on the routes.
    const subjects = [REFERENCE_PATH, ...selected];
    const results = new Map<string, Run[]>(subjects.map((path) => [path, []]));
    for (let round = 1; round <= runs; round++) {
      for (const path of subjects) {
        const result = await measure(
          path,
          {
            onlyCategories: ['performance'],
            formFactor: 'mobile',
            throttling: { cpuSlowdownMultiplier: multiplier },
          },
          multiplier,
        );
        if (!result) continue;
        results.get(path)!.push(result);
        if (result.benchmarkIndex !== null) indexes.push(result.benchmarkIndex);
        progress(
          `  slow-phone ${path} (round ${round}): perf ${result.performance}, TBT ${formatMs(result.tbtMs ?? Number.NaN)}`,
        );
      }
    }

    const figures = (path: string) => {
      const of = results.get(path)!;
      return {
        of,
        performance: medianOf(of.map((run) => run.performance)),
        tbtMs: medianOf(of.map((run) => run.tbtMs)),
        lcpMs: medianOf(of.map((run) => run.lcpMs)),
      };
    };
    const reference = figures(REFERENCE_PATH);
    for (const path of subjects) {
      const isReference = path === REFERENCE_PATH;
      const subject = isReference ? REFERENCE : path;
      const { of, performance, tbtMs, lcpMs } = figures(path);
      const perfRatio = ratioToReference(performance, reference.performance);
      const tbtRatio = ratioToReference(tbtMs, reference.tbtMs);
      // The reference is no page of the site: its figures carry no budget.
      const prefix = isReference ? 'reference' : '';
      const name = (metric: string) =>
        prefix ? `${prefix}${metric[0]!.toUpperCase()}${metric.slice(1)}` : metric;
      measurements.push(
        { section: 'slow-phone', subject, metric: name('performance'), value: performance },
        { section: 'slow-phone', subject, metric: name('tbtMs'), value: tbtMs },
        { section: 'slow-phone', subject, metric: name('lcpMs'), value: lcpMs },
      );
      if (!isReference) {
        measurements.push(
          { section: 'slow-phone', subject, metric: 'performanceRatio', value: perfRatio },
          { section: 'slow-phone', subject, metric: 'tbtRatio', value: tbtRatio },
        );
      }
      const ratio = (value: number | null) => (value === null ? '—' : `${formatFixed(value, 2)}×`);
      rows.push([
        isReference ? `${REFERENCE} (${REFERENCE_PATH})` : path,
        performance === null ? '—' : formatInt(performance),
        tbtMs === null ? '—' : formatMs(tbtMs),
        lcpMs === null ? '—' : `${formatFixed(lcpMs / 1000, 1)} s`,
        isReference ? '1' : ratio(perfRatio),
        isReference ? '1' : ratio(tbtRatio),
        of
          .map((run) => `${run.performance ?? '—'}/${Math.round(run.tbtMs ?? Number.NaN)}`)
          .join(' '),
      ]);
    }
  } finally {
    await browser.kill();
    await server.stop();
    rmSync(referenceDir, { recursive: true, force: true });
  }

  const during = medianOf(indexes);
  measurements.push(
    {
      section: 'slow-phone',
      subject: 'machine',
      metric: 'benchmarkIndex',
      value: medianOf(calibration),
    },
    {
      section: 'slow-phone',
      subject: 'machine',
      metric: 'cpuSlowdownMultiplier',
      value: multiplier,
    },
  );
  const table: Table = {
    title: `Slow phone — Lighthouse mobile, CPU ${formatFixed(multiplier, 1)}× slower (effective benchmark index ≈ ${TARGET_BENCHMARK_INDEX}), medians of ${runs} runs`,
    columns: [
      { header: 'Route' },
      { header: 'Perf', align: 'right' },
      { header: 'TBT', align: 'right' },
      { header: 'LCP', align: 'right' },
      { header: 'Perf ÷ ref', align: 'right' },
      { header: 'TBT ÷ ref', align: 'right' },
      { header: 'Runs (perf/TBT ms)' },
    ],
    rows,
    notes: [
      `Calibration: Lighthouse benchmark index ${calibration.join(', ')} in ${CALIBRATION_RUNS} runs on the reference page, median ${medianOf(calibration) ?? '—'}; CPU slowdown = median ÷ ${TARGET_BENCHMARK_INDEX} = ${formatFixed(multiplier, 1)}.`,
      `Index during the measured runs: ${indexes.length > 0 ? `${Math.min(...indexes)}–${Math.max(...indexes)}, median ${during}` : '—'} (effective index ≈ ${during === null ? '—' : Math.round(during / multiplier)}): a busy machine lowers it, and the reference page measured in the same rounds shows how much.`,
      `Reference: the prerendered home page with every <script> and module preload removed, served by the same server at ${REFERENCE_PATH}.`,
      ...failures.map(
        (failure) => `Not measured (Lighthouse failed ${ATTEMPTS} times): ${failure}`,
      ),
    ],
  };
  return { tables: [table], measurements, notes: [] };
};
