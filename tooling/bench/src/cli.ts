/**
 * `pnpm bench [section ...] [options]`: builds (unless --no-build), runs the sections, prints
 * their tables and the budget checks, and exits 1 when a budget of budgets.json is broken or a
 * figure could not be measured, 2 when a section could not run. What a flag left out is printed
 * as SKIPPED, never counted as holding.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCliArgs, USAGE, type BenchOptions, type SectionName } from './lib/args.ts';
import {
  checkBudgets,
  formatBudget,
  parseBudgets,
  summarizeChecks,
  unmeasuredBudgets,
  type Measurement,
} from './lib/budgets.ts';
import { ensureBuilt } from './lib/build.ts';
import { benchDatabaseUrl } from './lib/env.ts';
import { serverAnswers } from './lib/postgres.ts';
import { installExitHandlers } from './lib/proc.ts';
import {
  formatFixed,
  formatMs,
  mark,
  renderMarkdownTable,
  renderTable,
  type Table,
} from './lib/table.ts';
import { api } from './sections/api.ts';
import { buildScale } from './sections/build-scale.ts';
import { cluster } from './sections/cluster.ts';
import type { Section, SectionContext } from './sections/context.ts';
import { crash } from './sections/crash.ts';
import { hostile } from './sections/hostile.ts';
import { inbox } from './sections/inbox.ts';
import { mail } from './sections/mail.ts';
import { outage } from './sections/outage.ts';
import { stalled } from './sections/stalled.ts';
import { commit } from './sections/commit.ts';
import { navigation } from './sections/navigation.ts';
import { pages } from './sections/pages.ts';
import { slowPhone } from './sections/slow-phone.ts';
import { staticServing } from './sections/static.ts';
import { tasks } from './sections/tasks.ts';

const SECTION_RUNNERS: Record<SectionName, Section> = {
  pages,
  'slow-phone': slowPhone,
  tasks,
  navigation,
  api,
  crash,
  mail,
  outage,
  cluster,
  stalled,
  commit,
  hostile,
  static: staticServing,
  inbox,
  'build-scale': buildScale,
};

/** Sections that serve the production build (apps/api/dist and the web in build-bench). */
const NEEDS_BUILD: SectionName[] = [
  'pages',
  'slow-phone',
  'tasks',
  'navigation',
  'api',
  'crash',
  'mail',
  'outage',
  'cluster',
  'stalled',
  'static',
  'inbox',
];

/** Sections that measure PostgreSQL as well as PGlite (outage, cluster, stalled: PostgreSQL only). */
const USES_POSTGRES: SectionName[] = [
  'api',
  'crash',
  'mail',
  'outage',
  'cluster',
  'stalled',
  'hostile',
  'inbox',
];

/** Sections that run on PostgreSQL alone: SKIPPED as a whole with --no-postgres. */
const POSTGRES_ONLY: SectionName[] = ['outage', 'cluster', 'stalled'];

const BUDGETS_FILE = new URL('../budgets.json', import.meta.url);

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const budgets = parseBudgets(JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')));
  installExitHandlers();

  const postgresUrl = benchDatabaseUrl();
  const postgresSections = options.sections.filter((section) => USES_POSTGRES.includes(section));
  const postgresAvailable = options.postgres && (await serverAnswers(postgresUrl));
  if (options.postgres && postgresSections.length > 0 && !postgresAvailable) {
    console.error(
      `bench: PostgreSQL does not answer at ${postgresUrl.replace(/\/\/[^@]*@/, '//')}, and ${postgresSections.join(', ')} ${postgresSections.length === 1 ? 'measures' : 'measure'} it too.\n` +
        '  Start it (or point BENCH_DATABASE_URL at one), or pass --no-postgres to run them on PGlite only\n' +
        '  (the outage and cluster sections are then skipped).',
    );
    return 2;
  }

  /** What was left out on purpose, in words: printed as SKIPPED at the start and the end. */
  const skipped: string[] = options.skipped.map((section) => `${section} (--skip)`);
  if (!options.postgres) {
    for (const section of postgresSections)
      if (!POSTGRES_ONLY.includes(section))
        skipped.push(`${section} on PostgreSQL (--no-postgres)`);
  }

  const tmp = mkdtempSync(join(tmpdir(), 'travel-bench-'));
  const context: SectionContext = {
    options,
    tmp,
    runId: `b${Date.now().toString(36)}`,
    postgres: { url: postgresUrl, available: postgresAvailable },
    progress: (message) => console.error(`· ${message}`),
  };
  const print = (table: Table) =>
    console.log(`\n${options.markdown ? renderMarkdownTable(table) : renderTable(table)}`);

  const [load1] = loadavg();
  console.log(
    `bench: ${new Date().toISOString()}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? '?'}), load average ${load1?.toFixed(2)} at start; Node ${process.version}`,
  );
  console.error(
    `bench: ${options.sections.join(', ')}; PostgreSQL ${context.postgres.available ? `at ${postgresUrl}` : 'off (--no-postgres)'}; scratch ${tmp}`,
  );
  printSkipped(
    skipped.concat(
      options.postgres
        ? []
        : options.sections
            .filter((section) => POSTGRES_ONLY.includes(section))
            .map((section) => `${section} (--no-postgres)`),
    ),
  );

  const serving = options.sections.filter(
    (section) =>
      NEEDS_BUILD.includes(section) && (!POSTGRES_ONLY.includes(section) || options.postgres),
  );
  if (serving.length > 0) {
    // `mail` serves the API alone: no web build for it.
    const web = serving.some((section) => section !== 'mail');
    await ensureBuilt(options.build, context.progress, web);
  }

  const measurements: Measurement[] = [];
  const failures: string[] = [];
  const timings: string[][] = [];
  /** Sections that ran to the end, not skipped: each of their budgets needs its figures. */
  const completed: SectionName[] = [];
  for (const name of options.sections) {
    const started = performance.now();
    context.progress(`${name}: starting`);
    try {
      const result = await SECTION_RUNNERS[name](context);
      if (result.skipped !== undefined) {
        skipped.push(`${name} (${result.skipped})`);
        timings.push([name, 'SKIPPED']);
        continue;
      }
      completed.push(name);
      measurements.push(...result.measurements);
      for (const table of result.tables) print(table);
      for (const note of result.notes) console.log(`  ${note}`);
    } catch (error) {
      failures.push(name);
      console.error(`\n${name}: FAILED — ${(error as Error).stack ?? String(error)}`);
    }
    timings.push([name, formatMs(performance.now() - started)]);
  }

  const checks = checkBudgets(measurements, budgets);
  const summary = summarizeChecks(checks);
  print({
    title: 'Budgets (tooling/bench/budgets.json)',
    columns: [
      { header: 'Section' },
      { header: 'Metric' },
      { header: 'Budget', align: 'right' },
      { header: 'Worst', align: 'right' },
      { header: 'Where' },
      { header: 'Held', align: 'right' },
      { header: 'Broken', align: 'right' },
      { header: 'Not measured', align: 'right' },
      { header: '' },
    ],
    rows: summary.map((row) => [
      row.section,
      row.metric,
      formatBudget(row.budget),
      row.worst?.value === null || row.worst === null
        ? '—'
        : formatFixed(row.worst.value, Number.isInteger(row.worst.value) ? 0 : 2),
      row.worst?.subject ?? '',
      String(row.held),
      String(row.broken),
      row.missing > 0 ? String(row.missing) : '',
      mark(row.broken > 0 || row.missing > 0 ? false : row.held > 0 ? true : null),
    ]),
  });
  const broken = checks.filter((check) => check.ok === false);
  if (broken.length > 0) {
    console.log('\nBroken budgets:');
    for (const { measurement, budget } of broken) {
      console.log(
        `  ✗ ${measurement.section}.${measurement.metric} ${measurement.subject}: ${formatFixed(measurement.value ?? Number.NaN, 2)} (budget ${formatBudget(budget)})`,
      );
    }
  }
  // A figure that could not be measured proves nothing: it fails the run like a broken budget.
  const unmeasured = [
    ...checks
      .filter((check) => check.ok === null)
      .map(
        ({ measurement }) =>
          `${measurement.section}.${measurement.metric} ${measurement.subject}: not measured`,
      ),
    ...unmeasuredBudgets(measurements, budgets, completed).map(
      (budget) => `${budget}: no figure at all`,
    ),
  ];
  if (unmeasured.length > 0) {
    console.log('\nNot measured (counted as failures):');
    for (const line of unmeasured) console.log(`  ✗ ${line}`);
  }
  console.log(
    `\nLoad average at the end: ${loadavg()[0]?.toFixed(2)} (other work on the machine skews timed figures).`,
  );
  print({
    title: 'Time per section',
    columns: [{ header: 'Section' }, { header: 'Time', align: 'right' }],
    rows: timings,
  });

  printSkipped(skipped);

  if (options.json) {
    writeFileSync(
      options.json,
      `${JSON.stringify({ date: new Date().toISOString(), options, skipped, measurements, checks, unmeasured }, null, 2)}\n`,
    );
  }
  if (failures.length > 0) {
    console.log(
      `\nbench: ${failures.join(', ')} could not run (see above; server logs kept in ${tmp}): exit 2`,
    );
    return 2;
  }
  rmSync(tmp, { recursive: true, force: true });
  const failed = broken.length + unmeasured.length;
  const skippedNote = skipped.length > 0 ? `; ${skipped.length} part(s) SKIPPED, see above` : '';
  console.log(
    failed > 0
      ? `\nbench: ${broken.length} figure(s) broke a budget, ${unmeasured.length} could not be measured${skippedNote}: exit 1`
      : `\nbench: every budget holds (${checks.length} figures checked)${skippedNote}`,
  );
  return failed > 0 ? 1 : 0;
}

/** Parts of the bench a flag left out: loud, so a partial run is never read as a full pass. */
function printSkipped(skipped: readonly string[]) {
  if (skipped.length === 0) return;
  const rule = '!'.repeat(72);
  console.log(`\n${rule}\nSKIPPED — not measured in this run, on purpose:`);
  for (const part of skipped) console.log(`  SKIPPED  ${part}`);
  console.log(rule);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
