/**
 * Prerender cost per page with the real catalog, then with generated articles (BLOG_CONTENT_DIR
 * pointed at a folder of them): the cost per page must not grow with the number of pages.
 * An article's cost is compared like for like, with a tenth as many generated articles: the
 * real catalog's ten articles are too few to time one (see BASELINE_SHARE).
 * Counted in wall-clock time and in the CPU time of the build's processes (Linux /proc), which
 * other work on a shared machine does not inflate; the budgets hold the CPU figures.
 * Both builds go to apps/web/build-bench-scale, removed afterwards.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateArticle } from '../lib/articles.ts';
import type { Measurement } from '../lib/budgets.ts';
import {
  analyzeBuildLog,
  isPrerenderLine,
  type BuildTiming,
  type PrerenderCost,
} from '../lib/build-log.ts';
import { WEB_DIR } from '../lib/env.ts';
import { runOrThrow } from '../lib/proc.ts';
import { ratio } from '../lib/stats.ts';
import { formatFixed, formatInt, formatMs, type Table } from '../lib/table.ts';
import type { Section } from './context.ts';

const OUT_DIR = 'build-bench-scale';

/**
 * The baseline build for the cost of an article holds this share of the generated articles (the
 * first ones, the same text). The real catalog's ten articles cannot time one: four pages
 * prerender at once and a gap between two lines is 0 or a multiple of the 10 ms CPU tick, so
 * the mean of ten gaps ranged from 0 to 52 ms over the windows of ten articles of one build whose
 * mean was 14 ms (BENCHMARKS.md, run M), while windows of a hundred stayed within 10–21 ms.
 */
const BASELINE_SHARE = 10;

function writeArticles(dir: string, count: number): void {
  mkdirSync(dir, { recursive: true });
  for (let index = 0; index < count; index++) {
    const article = generateArticle(index);
    writeFileSync(join(dir, `${article.slug}.md`), article.markdown);
    writeFileSync(join(dir, `${article.slug}.svg`), article.svg);
  }
}

async function timedBuild(env: Record<string, string>): Promise<BuildTiming> {
  const result = await runOrThrow('pnpm', ['run', 'build'], {
    cwd: WEB_DIR,
    env: { ...process.env, WEB_OUT_DIR: OUT_DIR, ...env },
    sampleCpu: isPrerenderLine,
  });
  return analyzeBuildLog(result.lines, result.ms);
}

const ms = (value: number) => `${formatFixed(value, 1)} ms`;

export const buildScale: Section = async (context) => {
  const { options, progress } = context;
  const articlesDir = join(context.tmp, 'articles');
  writeArticles(articlesDir, options.articles);
  const baselineArticles = Math.max(1, Math.round(options.articles / BASELINE_SHARE));
  const baselineDir = join(context.tmp, 'articles-baseline');
  writeArticles(baselineDir, baselineArticles);

  let real: BuildTiming;
  let baseline: BuildTiming;
  let generated: BuildTiming;
  try {
    progress('build-scale: building the web with the real catalog');
    real = await timedBuild({});
    progress(
      `build-scale: ${real.pages} pages, ${ms(real.wall.perPageMs)} per page; now with ${baselineArticles} generated articles`,
    );
    baseline = await timedBuild({ BLOG_CONTENT_DIR: baselineDir });
    progress(
      `build-scale: ${baseline.pages} pages, ${ms(baseline.wall.perPageMs)} per page; now with ${options.articles} generated articles`,
    );
    generated = await timedBuild({ BLOG_CONTENT_DIR: articlesDir });
    progress(`build-scale: ${generated.pages} pages, ${ms(generated.wall.perPageMs)} per page`);
  } finally {
    rmSync(join(WEB_DIR, OUT_DIR), { recursive: true, force: true });
  }

  const large = `${options.articles} articles`;
  const small = `${baselineArticles} articles`;
  const measurements: Measurement[] = [];
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const [clock, pick] of [
    ['wall', (timing: BuildTiming) => timing.wall],
    ['cpu', (timing: BuildTiming) => timing.cpu],
  ] as const) {
    const a = pick(real);
    const base = pick(baseline);
    const b = pick(generated);
    if (!a || !base || !b) {
      notes.push('CPU time: not available here (no /proc).');
      continue;
    }
    const growth = ratio(a.perPageMs, b.perPageMs);
    // Like for like: generated articles at a tenth of the count (BASELINE_SHARE).
    const articleGrowth = ratio(base.perArticleMs, b.perArticleMs);
    const drift = ratio(b.firstHalfPerArticleMs, b.secondHalfPerArticleMs);
    // Budgets hold the CPU figures; the wall-clock ones are reported under their own names.
    const metric = (name: string) => (clock === 'cpu' ? name : `${name}Wall`);
    measurements.push(
      {
        section: 'build-scale',
        subject: 'real catalog',
        metric: metric('perPageMs'),
        value: a.perPageMs,
      },
      { section: 'build-scale', subject: large, metric: metric('perPageMs'), value: b.perPageMs },
      {
        section: 'build-scale',
        subject: `${large} ÷ real`,
        metric: metric('perPageGrowth'),
        value: growth,
      },
      {
        section: 'build-scale',
        subject: `${large} ÷ ${small}`,
        metric: metric('perArticleGrowth'),
        value: articleGrowth,
      },
      {
        section: 'build-scale',
        subject: `${large}, 2nd half ÷ 1st`,
        metric: metric('perArticleDrift'),
        value: drift,
      },
    );
    const row = (label: string, timing: BuildTiming, cost: PrerenderCost) => [
      label,
      clock === 'cpu' ? 'CPU' : 'wall',
      formatInt(timing.pages),
      formatInt(timing.articles),
      formatMs(cost.prerenderMs),
      ms(cost.perPageMs),
      ms(cost.perArticleMs),
      `${formatFixed(cost.firstHalfPerArticleMs, 1)} / ${formatFixed(cost.secondHalfPerArticleMs, 1)}`,
    ];
    rows.push(
      row('real (content/blog)', real, a),
      row(`${formatInt(baselineArticles)} generated`, baseline, base),
      row(`${formatInt(options.articles)} generated`, generated, b),
    );
    notes.push(
      `${clock === 'cpu' ? 'CPU' : 'Wall'}: per page with ${options.articles} articles ÷ real catalog ${formatFixed(growth, 2)}; per article with ${options.articles} ÷ ${baselineArticles} generated articles ${formatFixed(articleGrowth, 2)} (1.00 = flat); articles of the large build, 2nd half ÷ 1st: ${formatFixed(drift, 2)}.`,
    );
  }

  const memory = (label: string, timing: BuildTiming) =>
    timing.rssMb
      ? `${label} ${formatInt(timing.rssMb.first)} → ${formatInt(timing.rssMb.last)} MB`
      : `${label} —`;
  notes.push(
    `Resident memory of the build, first → last prerendered page: ${memory('real', real)}; ${memory(small, baseline)}; ${memory(large, generated)}.`,
  );
  const table: Table = {
    title: `Build scale — \`pnpm run build\` of apps/web, prerender concurrency 4 (whole build: real ${formatMs(real.totalMs)}, ${formatInt(baselineArticles)} articles ${formatMs(baseline.totalMs)}, ${formatInt(options.articles)} articles ${formatMs(generated.totalMs)}; Vite bundling ${formatMs(real.bundleMs)} / ${formatMs(baseline.bundleMs)} / ${formatMs(generated.bundleMs)})`,
    columns: [
      { header: 'Catalog' },
      { header: 'Clock' },
      { header: 'Pages', align: 'right' },
      { header: 'Articles', align: 'right' },
      { header: 'Prerender', align: 'right' },
      { header: 'Per page', align: 'right' },
      { header: 'Per article', align: 'right' },
      { header: 'Articles 1st / 2nd half (ms)', align: 'right' },
    ],
    rows,
    notes: [
      ...notes,
      'Per page = first to last "Prerender" line ÷ HTML pages (each also writes its .data file). Per article = time since the previous page’s line, averaged. CPU = user + system time of the build’s processes.',
    ],
  };
  return { tables: [table], measurements, notes: [] };
};
