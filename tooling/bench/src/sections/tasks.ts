/**
 * The longest script task of each page while it starts, at Lighthouse's default mobile CPU
 * slowdown (4×) applied for real (issue 17: no script task — module evaluation, hydration,
 * effects — over 50 ms). Measured by the browser itself with the Long Animation Frames API:
 * each frame longer than 50 ms lists the scripts that ran in it and how long each took, so the
 * browser's own parsing, style and layout are told apart from ours. From navigation until the
 * page has hydrated and two seconds more (the effects and idle work after it).
 *
 * Not Lighthouse: its trace records every script with the sampling profiler on, which slows
 * JavaScript itself, and its simulated throttling then multiplies that (BENCHMARKS.md, run O).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright';
import type { Measurement } from '../lib/budgets.ts';
import { launchChromium, newPhoneContext } from '../lib/browser.ts';
import { WEB_DIR } from '../lib/env.ts';
import { HYDRATED_MARK, representativePaths, sitemapLocations } from '../lib/lighthouse-report.ts';
import { startServer } from '../lib/server.ts';
import { medianOf } from '../lib/slow-phone.ts';
import { formatInt, formatMs, type Table } from '../lib/table.ts';
import { freshDatabase, logFile, type Section } from './context.ts';

/** Lighthouse's default mobile profile slows the CPU 4×. */
export const MOBILE_CPU_SLOWDOWN = 4;
const RUNS = 3;
/** After the page has hydrated: its effects, the idle-loaded code and what that runs. */
const SETTLE_MS = 2000;

/** One script of a long animation frame, as the page reports it. */
export interface ScriptTiming {
  durationMs: number;
  /** What ran it: `module-script`, `event-listener`, `user-callback`, `resolve-promise`… */
  invokerType: string;
  invoker: string;
  source: string;
}

export interface TaskRun {
  /** The longest script in a frame over 50 ms; null when no frame was that long. */
  longestScript: ScriptTiming | null;
  /** The three longest scripts, longest first. */
  top: ScriptTiming[];
  /** Scripts of 50 ms or more. */
  scriptsOver50: number;
  /** The probe's evaluating script (`/evaluate.js`), when it ran in a frame over 50 ms. */
  evaluation: number | null;
}

/** Collects long animation frames from the start of the navigation (the page's own code is untouched). */
const OBSERVE = `(() => {
  const frames = (window.__benchFrames = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) frames.push(entry.toJSON());
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

interface FrameJson {
  duration: number;
  scripts: { duration: number; invokerType: string; invoker: string; sourceURL: string }[];
}

/** The figures of one page load from its long animation frames. */
export function readFrames(frames: readonly FrameJson[], origin: string): TaskRun {
  const scripts: ScriptTiming[] = frames
    .flatMap((frame) => frame.scripts)
    .map((script) => ({
      durationMs: script.duration,
      invokerType: script.invokerType,
      invoker: script.invoker.replace(origin, '').replace(/^\/assets\//, ''),
      source: script.sourceURL.replace(origin, '').replace(/^\/assets\//, ''),
    }))
    .sort((a, b) => b.durationMs - a.durationMs);
  return {
    longestScript: scripts[0] ?? null,
    top: scripts.slice(0, 3),
    scriptsOver50: scripts.filter((script) => script.durationMs >= 50).length,
    evaluation:
      scripts.find((script) => /\/evaluate\.js$/.test(script.source || script.invoker))
        ?.durationMs ?? null,
  };
}

/** `164 module-script entry.client-….js`, `53 event-listener MessagePort.onmessage (framework-….js)`. */
export const describe = (script: ScriptTiming) =>
  `${Math.round(script.durationMs)} ${script.invokerType} ${script.invoker || '?'}${script.source && script.source !== script.invoker ? ` (${script.source})` : ''}`;

/**
 * The floor the fixed stack sets: React DOM's own production files (react, scheduler,
 * react-dom, react-dom/client, the code the site's framework chunk holds) evaluated on an
 * otherwise empty page, with nothing of ours. Two classic scripts: the first only defines the
 * four modules (the browser parses and compiles them), the second evaluates them, as the site's
 * entry does on its first `react-dom/client` import. The second is the figure: no split of the
 * site's own work goes below that task.
 */
export function reactDomProbe(): { define: string; evaluate: string } {
  const resolve = createRequire(join(WEB_DIR, 'package.json'));
  const reactDir = dirname(resolve.resolve('react/package.json'));
  const reactDomDir = dirname(resolve.resolve('react-dom/package.json'));
  const schedulerDir = dirname(
    createRequire(join(reactDomDir, 'package.json')).resolve('scheduler/package.json'),
  );
  const modules: [string, string][] = [
    ['react', join(reactDir, 'cjs/react.production.js')],
    ['scheduler', join(schedulerDir, 'cjs/scheduler.production.js')],
    ['react-dom', join(reactDomDir, 'cjs/react-dom.production.js')],
    ['react-dom/client', join(reactDomDir, 'cjs/react-dom-client.production.js')],
  ];
  const definitions = modules
    .map(
      ([name, file]) =>
        `d[${JSON.stringify(name)}]=function(module,exports,require){\n${readFileSync(file, 'utf8')}\n};`,
    )
    .join('\n');
  return {
    define: `var __probeModules=(function(){var d={};\n${definitions}\nreturn d})();`,
    evaluate:
      '(function(){var d=__probeModules,c={};function r(n){if(c[n])return c[n].exports;var m={exports:{}};c[n]=m;d[n](m,m.exports,r);return m.exports}window.__probe=r("react-dom/client")})();',
  };
}

/** Serves the probe page and its scripts on a port of its own (no CSP of the site's). */
async function serveProbe(): Promise<{ url: string; close: () => Promise<void> }> {
  const { define, evaluate } = reactDomProbe();
  const server = createServer((request, response) => {
    if (request.url === '/define.js' || request.url === '/evaluate.js') {
      response
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end(request.url === '/define.js' ? define : evaluate);
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        '<!doctype html><title>probe</title><p>React DOM alone</p><script src="/define.js"></script><script src="/evaluate.js"></script>',
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('probe server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function measureOnce(
  browser: Browser,
  url: string,
  /** What ends the load: the page's `hydrated` mark, or the probe's React DOM in place. */
  done: 'hydrated' | 'probe' = 'hydrated',
): Promise<TaskRun> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(
      ([kind, mark]) =>
        kind === 'probe'
          ? (window as { __probe?: unknown }).__probe !== undefined
          : performance.getEntriesByName(mark).length > 0,
      [done, HYDRATED_MARK] as const,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(SETTLE_MS);
    const frames = await page.evaluate(
      () => (window as unknown as { __benchFrames: FrameJson[] }).__benchFrames,
    );
    return readFrames(frames, new URL(url).origin);
  } finally {
    await context.close();
  }
}

export const tasks: Section = async (context) => {
  const { options, progress } = context;
  const database = await freshDatabase(context, 'pglite', 'tasks');
  const server = await startServer({ database, logFile: logFile(context, 'tasks-server') });
  const browser = await launchChromium();
  const measurements: Measurement[] = [];
  const rows: string[][] = [];
  const runs = Math.max(RUNS, options.runs);
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = sitemapLocations(sitemap).map((loc) => new URL(loc).pathname);
    const selected = options.routes ?? (options.all ? paths : representativePaths(paths));
    for (const path of selected) {
      const of: TaskRun[] = [];
      for (let run = 0; run < runs; run++)
        of.push(await measureOnce(browser, `${server.url}${path}`));
      // The run whose longest script is the median one: its figures are shown together.
      const sorted = [...of].sort(
        (a, b) => (a.longestScript?.durationMs ?? 0) - (b.longestScript?.durationMs ?? 0),
      );
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      const longest = median.longestScript;
      progress(
        `  tasks ${path}: longest script ${longest ? formatMs(longest.durationMs) : 'none over a 50 ms frame'}`,
      );
      measurements.push(
        {
          section: 'tasks',
          subject: path,
          metric: 'longestScriptMs',
          value: longest?.durationMs ?? 0,
        },
        {
          section: 'tasks',
          subject: path,
          metric: 'scriptsOver50',
          value: medianOf(of.map((figures) => figures.scriptsOver50)),
        },
      );
      rows.push([
        path,
        longest ? formatMs(longest.durationMs) : '—',
        median.top.map(describe).join('; '),
        formatInt(median.scriptsOver50),
        of.map((figures) => formatInt(figures.longestScript?.durationMs ?? 0)).join(' '),
      ]);
    }
    // The floor, measured in the same sitting.
    const probe = await serveProbe();
    try {
      const of: TaskRun[] = [];
      for (let run = 0; run < runs; run++) {
        of.push(await measureOnce(browser, probe.url, 'probe'));
      }
      const longest = medianOf(of.map((figures) => figures.evaluation ?? 0));
      progress(`  tasks: React DOM alone ${formatMs(longest ?? Number.NaN)}`);
      measurements.push({
        section: 'tasks',
        subject: 'React DOM alone',
        metric: 'reactDomEvaluationMs',
        value: longest,
      });
      rows.push([
        'React DOM alone (the floor)',
        longest === null ? '—' : formatMs(longest),
        'the evaluation of its four production files, on an empty page',
        '',
        of.map((figures) => formatInt(figures.evaluation ?? 0)).join(' '),
      ]);
    } finally {
      await probe.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const table: Table = {
    title: `Script tasks while a page starts — CPU ${MOBILE_CPU_SLOWDOWN}× slower (Lighthouse's default mobile), medians of ${runs} loads`,
    columns: [
      { header: 'Route' },
      { header: 'Longest script', align: 'right' },
      { header: 'The three longest (ms, what ran them)' },
      { header: '≥ 50 ms', align: 'right' },
      { header: 'Runs (longest script, ms)' },
    ],
    rows,
    notes: [
      "From the Long Animation Frames API: each script that ran in a frame over 50 ms, from navigation until the page hydrated and 2 s more; a script is one task's entry point (a module's evaluation, a timer, an event listener such as React's scheduler) with the microtasks it ran. \"—\": no frame reached 50 ms.",
    ],
  };
  return { tables: [table], measurements, notes: [] };
};
